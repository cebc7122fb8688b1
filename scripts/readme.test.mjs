import fs from 'node:fs';
import path from 'node:path';
import { MENU_CATALOGUE, menuLeaves } from '@toko/shared';
import { describe, expect, it } from 'vitest';

// The README's "What works today" once said Laporan EOD was "still being built" long after it
// shipped. It is held to the menu catalogue here, so a screen added to the menu without a word
// in the README, or a claim that a shipped screen is unfinished, fails `npm test`.

const readme = fs.readFileSync(path.resolve(import.meta.dirname, '..', 'README.md'), 'utf8');

/** The section's bullets by their bold heading ("- **Hutang:** …" or "- **Sepuhan** (…)"). */
function worksTodayBullets(text) {
  const start = text.indexOf('## What works today');
  const end = text.indexOf('\n## ', start + 1);
  const section = text.slice(start, end === -1 ? undefined : end);
  const bullets = new Map();
  for (const bullet of section.split(/\n- /).slice(1)) {
    const heading = /^\*\*([^*:]+):?\*\*/.exec(bullet);
    if (heading) bullets.set(heading[1].trim().toLowerCase(), bullet.replace(/\s+/g, ' ').toLowerCase());
  }
  return { section: section.replace(/\s+/g, ' ').toLowerCase(), bullets };
}

/**
 * How a screen is named inside its group's bullet: the masters' and the reports' shared prefix
 * is said once ("every master screen — Master Group, Jenis, …"), so it may be left off.
 */
const namesOf = (title) => [title, title.replace(/^(Master|Laporan) /, '')].map((name) => name.toLowerCase());

/** What the README must not say of a screen the menu has. */
const UNFINISHED = [
  'still being built',
  'not built yet',
  'not yet',
  'coming soon',
  'belum tersedia',
  'placeholder',
];

function readmeGaps(text) {
  const { section, bullets } = worksTodayBullets(text);
  const gaps = [];
  for (const node of MENU_CATALOGUE) {
    const bullet = bullets.get(node.title.toLowerCase());
    if (!bullet) {
      gaps.push(`no bullet for ${node.title}`);
      continue;
    }
    for (const leaf of node.kind === 'group' ? menuLeaves([node]) : []) {
      if (!namesOf(leaf.title).some((name) => bullet.includes(name)))
        gaps.push(`${node.title}: ${leaf.title}`);
    }
  }
  for (const claim of UNFINISHED) if (section.includes(claim)) gaps.push(`says "${claim}"`);
  return gaps;
}

describe("README's What works today", () => {
  it('names every menu group and every screen of the catalogue, and calls none unfinished', () => {
    expect(readmeGaps(readme)).toEqual([]);
  });

  it('notices a missing screen and a stale claim', () => {
    const stale = readme
      .replace('Member: Daftar Member.', '')
      .replace('## What works today\n', '## What works today\n\n- Laporan EOD, still being built.\n');
    expect(readmeGaps(stale)).toEqual(['Laporan: Laporan Daftar Member', 'says "still being built"']);
  });
});
