import type { IndexHtmlTransformContext, IndexHtmlTransformHook } from 'vite';
import { describe, expect, it } from 'vitest';
import { firstPaintStyle } from './first-paint-style';

const HTML = `<head>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
</head>`;

function transform(source: string): string {
  const hook = firstPaintStyle().transformIndexHtml as { handler: IndexHtmlTransformHook };
  const context = {
    bundle: { 'assets/index-1.css': { type: 'asset', fileName: 'assets/index-1.css', source } },
  } as unknown as IndexHtmlTransformContext;
  return hook.handler.call({} as never, HTML, context) as string;
}

describe('firstPaintStyle', () => {
  it("writes the entry's style sheet into the page and keeps its link disabled for Vite's preload helper", () => {
    const html = transform('body{margin:0}\n');
    expect(html).toContain('<style>body{margin:0}</style>');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css" disabled>');
    expect(html).not.toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css">');
    expect(html.indexOf('<script')).toBeLessThan(html.indexOf('<style>'));
  });

  it('refuses a style sheet that would close the <style> element', () => {
    expect(() => transform('a{}</style><script>alert(1)</script>')).toThrow(/cannot be written/);
  });
});
