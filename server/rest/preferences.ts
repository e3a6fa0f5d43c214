/**
 * The Prefer header, read as PostgREST reads it: the first value of each kind wins, `tx=` only
 * counts when the settings allow it, and with `handling=strict` an unknown preference is an error.
 */
import { RestError } from './errors.ts';

export interface Preferences {
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  representation?: 'full' | 'minimal' | 'headers-only';
  count?: 'exact' | 'planned' | 'estimated';
  tx?: 'commit' | 'rollback';
  missing?: 'default' | 'null';
  handling?: 'strict' | 'lenient';
  timezone?: string;
  maxAffected?: number;
}

const KNOWN: Record<string, [keyof Preferences, string]> = {
  'resolution=merge-duplicates': ['resolution', 'merge-duplicates'],
  'resolution=ignore-duplicates': ['resolution', 'ignore-duplicates'],
  'return=representation': ['representation', 'full'],
  'return=minimal': ['representation', 'minimal'],
  'return=headers-only': ['representation', 'headers-only'],
  'count=exact': ['count', 'exact'],
  'count=planned': ['count', 'planned'],
  'count=estimated': ['count', 'estimated'],
  'tx=commit': ['tx', 'commit'],
  'tx=rollback': ['tx', 'rollback'],
  'missing=default': ['missing', 'default'],
  'missing=null': ['missing', 'null'],
  'handling=strict': ['handling', 'strict'],
  'handling=lenient': ['handling', 'lenient'],
};

export function parsePreferences(header: string | string[] | undefined, allowTx: boolean) {
  const values = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const prefs: Preferences = {};
  const invalid: string[] = [];
  const set = prefs as Record<string, unknown>;
  for (const value of values) {
    const known = KNOWN[value];
    if (known) {
      if (known[0] === 'tx' && !allowTx) continue;
      set[known[0]] ??= known[1];
    } else if (value.startsWith('timezone=')) prefs.timezone ??= value.slice(9);
    else if (value.startsWith('max-affected=') && /^\d+$/.test(value.slice(13)))
      prefs.maxAffected ??= Number(value.slice(13));
    else invalid.push(value);
  }
  if (prefs.handling === 'strict' && invalid.length > 0) {
    throw new RestError(
      400,
      'PGRST122',
      'Invalid preferences given with handling=strict',
      `Invalid preferences: ${invalid.join(', ')}`,
    );
  }
  return prefs;
}

/** The Preference-Applied header: what was honoured, in PostgREST's order. */
export function preferenceApplied(p: Preferences): string | undefined {
  const representation = {
    full: 'representation',
    minimal: 'minimal',
    'headers-only': 'headers-only',
  };
  const parts = [
    p.resolution && `resolution=${p.resolution}`,
    p.missing && `missing=${p.missing}`,
    p.representation && `return=${representation[p.representation]}`,
    p.count && `count=${p.count}`,
    p.tx && `tx=${p.tx}`,
    p.handling && `handling=${p.handling}`,
    p.timezone && `timezone=${p.timezone}`,
    p.handling === 'strict' && p.maxAffected !== undefined && `max-affected=${p.maxAffected}`,
  ].filter(Boolean);
  return parts.length ? parts.join(', ') : undefined;
}
