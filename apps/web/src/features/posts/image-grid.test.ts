import { describe, expect, it } from 'vitest';
import { imageGridLayout, singleAspect } from './image-grid';

const photo = (width: number, height: number) => ({ width, height });

describe('imageGridLayout', () => {
  it('shows one photo alone in its own shape, kept between 4:5 and 1.91:1', () => {
    expect(imageGridLayout([photo(1600, 900)])).toEqual({
      aspectRatio: 1600 / 900,
      columns: 1,
      rows: 1,
      cells: [{ colSpan: 1, rowSpan: 1 }],
    });
    expect(imageGridLayout([photo(600, 2000)]).aspectRatio).toBe(singleAspect.min);
    expect(imageGridLayout([photo(4000, 1000)]).aspectRatio).toBe(singleAspect.max);
    expect(imageGridLayout([photo(0, 0)]).aspectRatio).toBe(1);
  });

  it('puts two side by side, three as one tall beside two, four as 2 × 2', () => {
    const two = imageGridLayout([photo(10, 10), photo(10, 20)]);
    expect(two).toMatchObject({ aspectRatio: 2, columns: 2, rows: 1 });
    expect(two.cells).toHaveLength(2);

    const three = imageGridLayout([photo(10, 10), photo(10, 10), photo(10, 10)]);
    expect(three).toMatchObject({ aspectRatio: 4 / 3, columns: 2, rows: 2 });
    expect(three.cells).toEqual([
      { colSpan: 1, rowSpan: 2 },
      { colSpan: 1, rowSpan: 1 },
      { colSpan: 1, rowSpan: 1 },
    ]);

    const four = imageGridLayout(Array.from({ length: 4 }, () => photo(10, 10)));
    expect(four).toMatchObject({ aspectRatio: 4 / 3, columns: 2, rows: 2 });
    expect(four.cells.every((cell) => cell.colSpan === 1 && cell.rowSpan === 1)).toBe(true);
  });

  it('has a fixed shape whatever the photos are (no layout shift) and never more than four cells', () => {
    expect(imageGridLayout(Array.from({ length: 6 }, () => photo(10, 10))).cells).toHaveLength(4);
    expect(imageGridLayout([])).toEqual({ aspectRatio: 1, columns: 1, rows: 1, cells: [] });
    expect(imageGridLayout([photo(100, 10), photo(10, 100)]).aspectRatio).toBe(
      imageGridLayout([photo(10, 100), photo(100, 10)]).aspectRatio,
    );
  });
});
