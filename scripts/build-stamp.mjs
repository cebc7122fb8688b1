// When is a build stale? Each build target records, next to its output, a fingerprint
// of the files it was built from; a later start compares it to the files as they are now.
// Plain JavaScript with Node built-ins only, so `npm start` checks it in a few milliseconds.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Bumped when the fingerprint is computed differently, so every older stamp counts as stale. */
export const STAMP_VERSION = 1;
export const STAMP_FILE = '.build-stamp.json';

/** Read by both builds: the shared package is compiled into each, and the lock file pins what they bundle. */
const SHARED_INPUTS = ['packages/shared', 'tsconfig.base.json', 'package-lock.json'];

/**
 * @typedef {object} Target
 * @property {string} name
 * @property {string} workspace npm workspace whose `build` script makes the output
 * @property {string[]} quietArgs arguments to that script that keep its output to warnings
 * @property {string} outDir output folder, relative to the repository root
 * @property {string} entry the file inside outDir without which there is no build
 * @property {string[]} inputs files and folders (relative to the root) the output is made from
 */

/**
 * Whole workspace folders rather than a list of their files, so a new config helper
 * (say a Vite plugin next to vite.config.ts) or an .env file counts without being named here.
 * @type {Target[]}
 */
export const TARGETS = [
  {
    name: 'web',
    workspace: '@toko/web',
    quietArgs: ['--logLevel', 'warn'],
    outDir: 'apps/web/dist',
    entry: 'index.html',
    inputs: ['apps/web', ...SHARED_INPUTS],
  },
  {
    name: 'server',
    workspace: '@toko/server',
    quietArgs: [],
    outDir: 'apps/server/dist',
    entry: 'server.js',
    inputs: ['apps/server', ...SHARED_INPUTS],
  },
];

/**
 * Folders no build reads: installed packages, build output (which holds the stamp itself)
 * and test helpers. Tests also sit beside the sources; editing one should not cause a rebuild.
 */
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'test']);
const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;

/**
 * The files under `inputs` (files or folders) as sorted '/'-separated paths relative to
 * `root`, without tests; inputs that do not exist are skipped.
 */
export function listInputFiles(root, inputs) {
  const files = [];
  const visit = (relative) => {
    const absolute = path.join(root, relative);
    let stat;
    try {
      stat = fs.statSync(absolute);
    } catch {
      return;
    }
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(absolute))
        if (!SKIPPED_FOLDERS.has(name)) visit(`${relative}/${name}`);
    } else if (stat.isFile() && !TEST_FILE.test(relative)) {
      files.push(relative);
    }
  };
  for (const input of inputs) visit(input);
  return [...new Set(files)].sort();
}

/**
 * SHA-256 over every input's path and content. Content rather than modification
 * times: a fresh clone or a checkout gives every file a new time without changing it.
 */
export function fingerprint(root, inputs) {
  const hash = createHash('sha256');
  for (const file of listInputFiles(root, inputs)) {
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/**
 * Why a target must be built again, or undefined when its output is current.
 * @param {{ outputPresent: boolean, stamp: unknown, hash: string }} state
 */
export function staleReason({ outputPresent, stamp, hash }) {
  if (!outputPresent) return 'belum pernah dibangun';
  if (!stamp || typeof stamp !== 'object' || stamp.version !== STAMP_VERSION)
    return 'catatan build tidak ada';
  if (stamp.hash !== hash) return 'sumber berubah';
  return undefined;
}

export function readStamp(root, target) {
  try {
    return JSON.parse(fs.readFileSync(path.join(root, target.outDir, STAMP_FILE), 'utf8'));
  } catch {
    return undefined;
  }
}

export function writeStamp(root, target, hash) {
  const stamp = { version: STAMP_VERSION, hash, builtAt: new Date().toISOString() };
  fs.writeFileSync(path.join(root, target.outDir, STAMP_FILE), `${JSON.stringify(stamp, null, 2)}\n`);
}

/** Each target with its current fingerprint and why it is stale (undefined: up to date). */
export function checkTargets(root, targets = TARGETS) {
  return targets.map((target) => {
    const hash = fingerprint(root, target.inputs);
    const reason = staleReason({
      outputPresent: fs.existsSync(path.join(root, target.outDir, target.entry)),
      stamp: readStamp(root, target),
      hash,
    });
    return { target, hash, reason };
  });
}
