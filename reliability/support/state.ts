import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import type { DatabaseSync } from 'node:sqlite';

/** Every table of the mock provider's database: its row count and a digest of its rows. */
export type DbSnapshot = Record<string, { rows: number; digest: string }>;

/** The provider's whole state, so "nothing changed" means nothing at all, not only the order count. */
export function snapshot(db: DatabaseSync): DbSnapshot {
  const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").all() as Array<{ name: string }>;
  const result: DbSnapshot = {};
  for (const { name } of tables) {
    const rows = db.prepare(`SELECT * FROM "${name}" ORDER BY rowid`).all();
    result[name] = { rows: rows.length, digest: createHash('sha256').update(JSON.stringify(rows)).digest('hex').slice(0, 16) };
  }
  return result;
}

/** The tables whose content differs between two snapshots. */
export function changedTables(before: DbSnapshot, after: DbSnapshot): string[] {
  return Object.keys({ ...before, ...after }).filter((name) => before[name]?.digest !== after[name]?.digest);
}

/** Every file under a folder, recursively, as paths relative to it. */
export function listFiles(dir: string): string[] {
  try {
    return (readdirSync(dir, { recursive: true, withFileTypes: true }) as Array<{ name: string; parentPath: string; isFile: () => boolean }>)
      .filter((entry) => entry.isFile())
      .map((entry) => `${entry.parentPath.slice(dir.length)}/${entry.name}`.replace(/^\/+/, ''))
      .sort();
  } catch {
    return [];
  }
}
