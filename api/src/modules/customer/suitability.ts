// The suitability answers of the customer pages (occupation and industry, income and assets,
// investment experience, purpose, motivation): each answer is checked against the options the pages
// offer and kept with its history (a new answer is a new row; the latest one is current).
// Corporations answer only the experience question, for their trader (corp/exp).
import type { ProfileAnswers } from '@portal/shared-kernel/contract';
import { badRequest } from '../../domain/errors.ts';
import type { AuthContext } from '../../domain/sessions.ts';
import type { Clock } from '../../lib/clock.ts';
import type { AnswerKindColumn, CustomerAnswersRepository } from '../../repositories/customer-answers.ts';
import type { RequestMeta } from '../../domain/audit.ts';
import { clientInfoOptions, isOption, optionName } from '../../domain/client-options.ts';
import type { ProfileAccess } from './profile-access.ts';

export interface SuitabilityDeps {
  access: ProfileAccess;
  customerAnswers: CustomerAnswersRepository;
  clock: Clock;
}

export class SuitabilityService {
  readonly #d: SuitabilityDeps;

  constructor(deps: SuitabilityDeps) {
    this.#d = deps;
  }

  /** The customer's current answers (null where a question was never answered). */
  async current(customerId: number): Promise<ProfileAnswers> {
    const rows = await this.#d.customerAnswers.current(customerId);
    const answers: ProfileAnswers = { employ: null, property: null, exp: null, purpose: null, motivation: null };
    for (const row of rows) {
      (answers as Record<string, unknown>)[row.kind] = { answer: JSON.parse(row.answer) as unknown, answeredAt: row.answered_at };
    }
    return answers;
  }

  async answer(auth: AuthContext, kind: AnswerKindColumn, answer: Record<string, unknown>, meta: RequestMeta): Promise<'OK'> {
    const { access, customerAnswers, clock } = this.#d;
    // Corporations answer the experience question for their trader (corp/exp); the rest is individual.
    const c = kind === 'exp' ? await access.customer(auth) : await access.individual(auth, meta);
    const o = clientInfoOptions;
    const check = (ok: boolean, message: string) => {
      if (!ok) throw badRequest(message, `unknown option in ${kind}`);
    };
    if (kind === 'employ') {
      check(isOption(o.occupations, String(answer.occupation)), '職業の選択が正しくありません。');
      check(isOption(o.industries, String(answer.industry)), '業種の選択が正しくありません。');
    } else if (kind === 'property') {
      check(isOption(o.incomeRanges, String(answer.annualIncome)), '年収の選択が正しくありません。');
      check(isOption(o.assetRanges, String(answer.financialAssets)), '金融資産の選択が正しくありません。');
      check(isOption(o.fundSources, String(answer.fundSource)), '主な資金の性格の選択が正しくありません。');
    } else if (kind === 'exp') {
      const list = answer.experiences as { product: string; level: string }[];
      const products = new Set<string>();
      for (const e of list) {
        check(isOption(o.experienceProducts, e.product), '商品の選択が正しくありません。');
        check(isOption(o.experienceLevels, e.level), `${optionName(o.experienceProducts, e.product)}の投資経験の選択が正しくありません。`);
        check(!products.has(e.product), '同じ商品が2回以上選択されています。');
        products.add(e.product);
      }
    } else {
      const options = kind === 'purpose' ? o.purposes : o.motivations;
      const codes = answer.codes as string[];
      for (const code of codes) check(isOption(options, code), `${kind === 'purpose' ? '投資目的' : '取引の動機'}の選択が正しくありません。`);
      check(new Set(codes).size === codes.length, '同じ項目が2回以上選択されています。');
      const other = String(answer.other ?? '');
      check(!codes.includes('other') || other !== '', '「その他」を選んだ場合は内容を入力してください。');
      if (!codes.includes('other')) answer = { ...answer, other: '' };
    }
    await customerAnswers.insert({ customer_id: c.id, kind, answer: JSON.stringify(answer), answered_at: clock.now().toISOString() });
    await access.record(c, auth, meta, 'profile_updated', { field: kind });
    return 'OK';
  }
}
