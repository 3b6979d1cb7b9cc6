/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { theme } from '../theme/theme';

// Read from disk: the tests run without CSS processing (`css: false`), so a `?raw` import is empty.
const readCss = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');
const plainCss = readCss('./plain-ui.css');
const authPageCss = readCss('../../features/auth/components/auth-page.css');

/** The custom properties declared in `:root` of plain-ui.css. */
function rootTokens(css: string): Record<string, string> {
  const root = /:root\s*{([^}]*)}/.exec(css)?.[1] ?? '';
  return Object.fromEntries(
    [...root.matchAll(/(--yhb-[\w-]+):\s*([^;]+);/g)].map(([, name, value]) => [name!, value!.trim()]),
  );
}

const sameQuotes = (value: string) => value.replaceAll("'", '"');

describe('the plain UI of the first page', () => {
  it('draws with the MUI theme’s tokens, so /auth looks like the signed-in pages', () => {
    const tokens = rootTokens(plainCss);
    const { palette, shape, typography } = theme;

    expect(tokens).toMatchObject({
      '--yhb-primary': palette.primary.main,
      '--yhb-primary-light': palette.primary.light,
      '--yhb-primary-dark': palette.primary.dark,
      '--yhb-primary-contrast': palette.primary.contrastText,
      '--yhb-error': palette.error.main,
      '--yhb-background': palette.background.default,
      '--yhb-paper': palette.background.paper,
      '--yhb-text': palette.text.primary,
      '--yhb-text-secondary': palette.text.secondary,
      '--yhb-divider': palette.divider,
      '--yhb-radius': `${shape.borderRadius}px`,
      '--yhb-spacing': theme.spacing(1),
    });
    expect(sameQuotes(tokens['--yhb-font'] ?? '')).toBe(sameQuotes(typography.fontFamily ?? ''));
  });

  it('uses only tokens it declares', () => {
    const declared = new Set(Object.keys(rootTokens(plainCss)));
    const used = [...`${plainCss}\n${authPageCss}`.matchAll(/var\((--[\w-]+)\)/g)].map(([, name]) => name!);

    expect(used.filter((name) => !declared.has(name))).toEqual([]);
  });
});
