import { describe, expect, it } from 'vitest';
import { amharicStyleProblems } from '@aebro/shared/amharic-style';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [[path, value] as [string, string]] : flatten(value, path);
  });
}

// Every Ge'ez-script locale file, the main part (am.json) and every other part (<part>.am.json),
// Tigrinya (ti) included: a part added later is checked without touching this test.
const files = import.meta.glob<Tree>('./locales/*.json', { eager: true, import: 'default' });
const geezFiles = Object.entries(files)
  .filter(([file]) => /(?:^|[./])(?:am|ti)\.json$/.test(file))
  .map(([file, tree]) => ({ file: file.replace('./locales/', ''), texts: flatten(tree) }));

describe("Ge'ez-script texts", () => {
  it('include the main and the other Amharic parts', () => {
    const names = geezFiles.map(({ file }) => file);
    expect(names).toContain('am.json');
    expect(names).toContain('app.am.json');
  });

  it.each(geezFiles)(
    '$file: polite, no literal translations, no prefix glued onto a name or a Latin word',
    ({ texts }) => {
      const problems = texts.flatMap(([key, text]) =>
        amharicStyleProblems(text).map((problem) => `${key}: ${problem} in "${text}"`),
      );
      expect(problems).toEqual([]);
    },
  );

  it("ask for a Latin capital letter, which Ge'ez script does not have (SPEC §5)", () => {
    const amharic = new Map(
      geezFiles.filter(({ file }) => file.endsWith('am.json')).flatMap(({ texts }) => texts),
    );
    for (const key of [
      'auth.passwordRule',
      'validation.passwordStrength',
      'validation.passwordCapital',
    ])
      expect(amharic.get(key), key).toMatch(/የላቲን አቢይ ፊደል \(A–Z\)/);
  });
});
