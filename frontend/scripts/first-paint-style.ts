import type { Plugin } from 'vite';

const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="([^"]+\.css)">/g;

/**
 * The entry's style sheet (plain-ui.css, ~10 KB, ~2.4 KB compressed) written into index.html instead of linked
 * (docs/architecture.md, "First page"). Linked, it blocks the first paint for one more round trip, and on a
 * fast connection the page is first painted only after the entry script has run: the spinner that index.html
 * holds shows nothing until then. Inlined, the page paints its spinner as soon as it is parsed.
 *
 * The link stays, `disabled` (a disabled style sheet is not fetched): the lazy routes' code loads the entry's
 * style sheet with their own (Vite's preload helper) unless a `<link rel="stylesheet">` with its address is in
 * the page, and it would otherwise be fetched and applied a second time.
 */
export function firstPaintStyle(): Plugin {
  return {
    name: 'first-paint-style',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        return html.replace(STYLESHEET_LINK, (link, href: string) => {
          const asset = bundle[href.replace(/^\//, '')];
          if (!asset || asset.type !== 'asset') throw new Error(`first-paint-style: ${href} is not in the build`);
          const css = typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
          if (/<\/style/i.test(css)) throw new Error(`first-paint-style: ${href} cannot be written into a <style>`);
          return `<style>${css.trim()}</style>\n    ${link.replace('>', ' disabled>')}`;
        });
      },
    },
  };
}
