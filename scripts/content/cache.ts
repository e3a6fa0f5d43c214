/**
 * What one run of the content pipeline keeps for the next, so that the dev server re-reads and
 * re-checks only what a save changed. Each file's result is kept with the file's text (and its
 * mtime and size, so that an unchanged file is not even read again) and with what it was computed
 * from (the facts, for an MDX file); the links of each page are kept with the pages they point at
 * (links.ts). A run without a cache starts from an empty one, so a run with one gives the same
 * result by construction, as long as the records below are kept honest.
 */
import { readFileSync, statSync } from 'node:fs';
import { LinkIndex } from './links.ts';

interface FileRecord {
  mtimeMs: number;
  size: number;
  source: string | null;
  dependsOn: unknown;
  value: unknown;
}

function statOf(abs: string): { mtimeMs: number; size: number } {
  try {
    const stat = statSync(abs);
    return { mtimeMs: stat.mtimeMs, size: stat.size };
  } catch {
    return { mtimeMs: -1, size: -1 };
  }
}

export class ContentCache {
  private readonly files = new Map<string, FileRecord>();
  /** Files reported changed: read again even if their mtime and size look the same. */
  private readonly stale = new Set<string>();
  /** Files whose text was found changed since `takeEdited` was last called. */
  private readonly edited = new Set<string>();
  /** Every page's links, and which pages point at which path. */
  readonly links = new LinkIndex();

  /** Tells the cache that a file changed, was added or was deleted. */
  changed(abs: string): void {
    this.stale.add(abs);
  }

  /**
   * `compute(text)` for the file (its text is null when it cannot be read), or the value kept
   * from the previous run when the file and `dependsOn` (compared with ===) are the same.
   */
  file<T>(abs: string, dependsOn: unknown, compute: (source: string | null) => T): T {
    const stat = statOf(abs);
    const kept = this.files.get(abs);
    const same = kept !== undefined && kept.dependsOn === dependsOn;
    if (
      same &&
      !this.stale.has(abs) &&
      kept.mtimeMs === stat.mtimeMs &&
      kept.size === stat.size &&
      stat.size >= 0
    ) {
      return kept.value as T;
    }
    this.stale.delete(abs);
    let source: string | null = null;
    try {
      source = readFileSync(abs, 'utf8');
    } catch {
      source = null;
    }
    if (same && kept.source === source) {
      kept.mtimeMs = stat.mtimeMs;
      kept.size = stat.size;
      return kept.value as T;
    }
    if (kept && kept.source !== source) this.edited.add(abs);
    const value = compute(source);
    this.files.set(abs, { ...stat, source, dependsOn, value });
    return value;
  }

  /**
   * The files whose text changed since the last call, found by a run whether or not the watcher
   * reported them (a save it missed).
   */
  takeEdited(): string[] {
    const files = [...this.edited];
    this.edited.clear();
    return files;
  }

  /** The value kept for the file if it was computed from this very text and `dependsOn`. */
  peek<T>(abs: string, dependsOn: unknown, source: string): T | undefined {
    const kept = this.files.get(abs);
    return kept?.source === source && kept.dependsOn === dependsOn ? (kept.value as T) : undefined;
  }
}
