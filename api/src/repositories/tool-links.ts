// tool_links: external addresses (web trading UI, chart site, apps, MT4, live, video, provider site),
// seeded with example.jp defaults and changed by operators, never written in handlers.
import type { ToolLinkCategory } from '../db/schema.ts';
import type { Executor } from './executor.ts';

export interface LinkRow {
  code: string;
  name_jp: string;
  url: string;
}

export class ToolLinksRepository {
  readonly #db: Executor;

  constructor(db: Executor) {
    this.#db = db;
  }

  list(category: ToolLinkCategory): Promise<LinkRow[]> {
    return this.#db
      .selectFrom('tool_links')
      .select(['code', 'name_jp', 'url'])
      .where('category', '=', category)
      .orderBy('sort_order')
      .orderBy('code')
      .execute();
  }

  async find(category: ToolLinkCategory, code: string): Promise<string | undefined> {
    const row = await this.#db.selectFrom('tool_links').select('url').where('category', '=', category).where('code', '=', code).executeTakeFirst();
    return row?.url;
  }
}
