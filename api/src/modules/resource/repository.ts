import type { Kysely } from 'kysely';
import type { Database, DownloadableFilesTable } from '../../db/schema.ts';

export class ResourceRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  async downloadableFiles(): Promise<Map<DownloadableFilesTable['code'], { filePath: string; fileName: string }>> {
    const rows = await this.#db.selectFrom('downloadable_files').selectAll().execute();
    return new Map(rows.map((row) => [row.code, { filePath: row.file_path, fileName: row.file_name }]));
  }
}
