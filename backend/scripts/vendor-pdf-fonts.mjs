#!/usr/bin/env node
/**
 * Copies the fallback fonts of the PDF renderer (docs/admin.md, "Scripts in the PDF") from the Fontsource
 * packages on npm into src/modules/home-book/fonts: one regular-weight file per script, the subset
 * Fontsource cuts for that script (Simplified Chinese with Japanese kana and the common Japanese and
 * Traditional kanji, Korean Hangul, Arabic, Hebrew, Thai, Devanagari), each with its licence (SIL OFL 1.1, LICENSE-<family>.txt).
 * The files are committed, so nothing is fetched at build or run time; run this (from the repository
 * root: `node backend/scripts/vendor-pdf-fonts.mjs`) only to change the fonts or their versions.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const FONTS = [
  ['@fontsource/noto-sans-sc@5.3.0', 'noto-sans-sc-chinese-simplified-400-normal.woff'],
  ['@fontsource/noto-sans-kr@5.3.0', 'noto-sans-kr-korean-400-normal.woff'],
  ['@fontsource/noto-sans-arabic@5.3.0', 'noto-sans-arabic-arabic-400-normal.woff'],
  ['@fontsource/noto-sans-hebrew@5.3.0', 'noto-sans-hebrew-hebrew-400-normal.woff'],
  ['@fontsource/noto-sans-thai@5.3.0', 'noto-sans-thai-thai-400-normal.woff'],
  ['@fontsource/noto-sans-devanagari@5.3.0', 'noto-sans-devanagari-devanagari-400-normal.woff'],
];

const target = join(import.meta.dirname, '..', 'src', 'modules', 'home-book', 'fonts');
const work = mkdtempSync(join(tmpdir(), 'pdf-fonts-'));
mkdirSync(target, { recursive: true });
try {
  for (const [spec, file] of FONTS) {
    const tarball = execFileSync('npm', ['pack', spec, '--silent'], { cwd: work, encoding: 'utf8' }).trim();
    execFileSync('tar', ['xzf', tarball, `package/files/${file}`, 'package/LICENSE'], { cwd: work });
    copyFileSync(join(work, 'package', 'files', file), join(target, file));
    const family = spec.slice('@fontsource/'.length, spec.lastIndexOf('@'));
    copyFileSync(join(work, 'package', 'LICENSE'), join(target, `LICENSE-${family}.txt`));
    rmSync(join(work, 'package'), { recursive: true });
    console.log(`${spec}: ${file}`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
