// External addresses (web trading UI, chart site, apps, MT4, live, video, provider site) are rows of
// tool_links, seeded with example.jp defaults and changed by operators, never written in handlers.
import type { Kysely } from 'kysely';
import type { Database, ToolLinkCategory } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { ResponseCode } from '@portal/shared-kernel/contract';

export type SiteCode = 'webTradingUi' | 'chartSite' | 'liveUrl' | 'videoSite' | 'providerSite';

export interface LinkRow {
  code: string;
  name_jp: string;
  url: string;
}

export class SiteLinks {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
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

  async byCode(category: ToolLinkCategory): Promise<Map<string, string>> {
    return new Map((await this.list(category)).map((row) => [row.code, row.url]));
  }

  async site(code: SiteCode): Promise<string> {
    const row = await this.#db.selectFrom('tool_links').select('url').where('category', '=', 'site').where('code', '=', code).executeTakeFirst();
    if (!row) throw new ApiError(500, ResponseCode.INTERNAL, undefined, `tool_links has no site row "${code}"`);
    return row.url;
  }
}
