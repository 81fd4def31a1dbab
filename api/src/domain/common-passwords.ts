// The list of common passwords (api/assets/common-passwords.txt), loaded once and compared
// lower-cased: "PassWord1" is as guessable as "password1".
import fs from 'node:fs';
import path from 'node:path';

export const COMMON_PASSWORDS_FILE = path.resolve(import.meta.dirname, '../../assets/common-passwords.txt');

export function parseCommonPasswords(text: string): Set<string> {
  const entries = new Set<string>();
  for (const line of text.split(/\r?\n/)) {
    const entry = line.trim();
    if (entry !== '' && !entry.startsWith('#')) entries.add(entry.toLowerCase());
  }
  return entries;
}

let loaded: Set<string> | null = null;

/** The shipped list (read on first use). */
export function commonPasswords(): Set<string> {
  loaded ??= parseCommonPasswords(fs.readFileSync(COMMON_PASSWORDS_FILE, 'utf8'));
  return loaded;
}

export const isCommonPassword = (password: string, list: Set<string> = commonPasswords()): boolean => list.has(password.toLowerCase());
