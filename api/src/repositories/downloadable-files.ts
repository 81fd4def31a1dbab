// downloadable_files: the files the tools offer (market forecast, termination letters).
import type { DownloadableFilesTable } from '../db/schema.ts';
import type { Executor } from './executor.ts';

export class DownloadableFilesRepository {
  readonly #db: Executor;

  constructor(db: Executor) {
    this.#db = db;
  }

  async byCode(): Promise<Map<DownloadableFilesTable['code'], { filePath: string; fileName: string }>> {
    const rows = await this.#db.selectFrom('downloadable_files').selectAll().execute();
    return new Map(rows.map((row) => [row.code, { filePath: row.file_path, fileName: row.file_name }]));
  }
}
