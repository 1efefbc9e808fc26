import {
  Body,
  Container,
  Head,
  Heading,
  Hr,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import type { CSSProperties } from 'react';
import type { Language } from '@aebro/shared/language';

/**
 * The brand's light theme (apps/web/src/index.css, DESIGN.md) in the hex colours mail clients
 * understand: deep green primary, warm gold accent, AA contrast on the warm off-white background.
 */
export const mailColours = {
  background: '#fbfaf6',
  card: '#ffffff',
  foreground: '#0e2216',
  primary: '#07602f',
  primaryForeground: '#fdfcf8',
  muted: '#4d5c52',
  gold: '#b37903',
  border: '#e0ded5',
} as const;

export interface EmailLayoutProps {
  language: Language;
  /** The heading at the top: the subject, as a rule. */
  heading: string;
  /** "Selam Almaz," */
  greeting: string;
  paragraphs: string[];
  /** The one thing to do: a button, the first link of the e-mail. */
  action?: { label: string; url: string } | undefined;
  /** A smaller line under the button ("If you did not ask for this, …"). */
  note?: string | undefined;
  /** "If the button does not work, copy this address …" */
  linkHint: string;
  /** The brand as the language spells it ("Aebro · ኣብሮ"): at the top and in the signature. */
  signature: string;
  footer: string;
}

const font = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans Ethiopic', sans-serif";
const styles = {
  body: { backgroundColor: mailColours.background, fontFamily: font, margin: 0, padding: '24px 0' },
  container: {
    backgroundColor: mailColours.card,
    border: `1px solid ${mailColours.border}`,
    borderRadius: '12px',
    maxWidth: '560px',
    padding: '0 28px 20px',
  },
  brand: {
    borderBottom: `3px solid ${mailColours.gold}`,
    color: mailColours.primary,
    fontSize: '18px',
    fontWeight: 700,
    margin: '0 0 8px',
    padding: '18px 0 10px',
  },
  heading: { color: mailColours.foreground, fontSize: '22px', lineHeight: 1.35, margin: '18px 0' },
  text: { color: mailColours.foreground, fontSize: '16px', lineHeight: 1.6, margin: '0 0 14px' },
  button: {
    backgroundColor: mailColours.primary,
    borderRadius: '8px',
    color: mailColours.primaryForeground,
    fontSize: '16px',
    fontWeight: 600,
    display: 'inline-block',
    padding: '12px 20px',
    textDecoration: 'none',
  },
  small: { color: mailColours.muted, fontSize: '13px', lineHeight: 1.6, margin: '0 0 12px' },
  link: { color: mailColours.primary, wordBreak: 'break-all' },
  hr: { borderColor: mailColours.border, margin: '20px 0 12px' },
} satisfies Record<string, CSSProperties>;

/**
 * Aebro's one e-mail layout: the brand, a heading, the greeting and paragraphs, one action button
 * (the first link of the e-mail: tests and readers follow it) with its address written out, and the
 * footer. The button is a styled link (no Outlook padding tricks), so the HTML stays readable
 * and its label ends the <a>. Every text arrives already in the reader's language; React escapes all of it.
 */
export function EmailLayout(props: EmailLayoutProps) {
  const { language, action } = props;
  return (
    // A plain <html>: react-email's <Html> adds dir="ltr", which every one of our scripts is anyway.
    <html lang={language}>
      <Head />
      <Preview>{props.paragraphs[0] ?? props.heading}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Text style={styles.brand}>{props.signature}</Text>
          <Heading as="h1" style={styles.heading}>
            {props.heading}
          </Heading>
          <Text style={styles.text}>{props.greeting}</Text>
          {props.paragraphs.map((paragraph, index) => (
            <Text key={index} style={styles.text}>
              {paragraph}
            </Text>
          ))}
          {action ? (
            <>
              <Section style={{ margin: '22px 0' }}>
                <Link href={action.url} style={styles.button}>
                  {action.label}
                </Link>
              </Section>
              <Text style={styles.small}>
                {props.linkHint}{' '}
                <Link href={action.url} style={styles.link}>
                  {action.url}
                </Link>
              </Text>
            </>
          ) : null}
          {props.note ? <Text style={styles.small}>{props.note}</Text> : null}
          <Hr style={styles.hr} />
          <Text style={styles.small}>{`— ${props.signature}`}</Text>
          <Text style={styles.small}>{props.footer}</Text>
        </Container>
      </Body>
    </html>
  );
}
