// One trading account: its course, the course change with a confirmation step that states the
// consequences (trading unit and spread before and after, that it applies at once, what to do with
// orders) and asks for them to be acknowledged, refused up front while the account holds positions;
// the provider's proposal, and the MT4 read-only password on demand.
import { useState } from 'react';
import { Alert, Button, Checkbox, Descriptions, Flex, Radio, Skeleton, Typography } from 'antd';
import { buttonLoading, ConfirmList, Note, Panel, ResultView } from '@portal/kit';
import type { ConfirmRow } from '@portal/kit';
import { accountLabel, endpoints, formatDateTime } from '@portal/shared-kernel';
import type { AccountInfo, AccountLevel, AccountLevelList, GroupProposal as GroupProposalData } from '@portal/shared-kernel';
import { endpointKey, useEndpointMutation, useEndpointQuery } from '@portal/shared-kernel/react';
import { FailureAlert } from '../../components/failure-alert.tsx';
import { texts } from '../../lib/texts.ts';

type Step =
  { kind: 'view' } | { kind: 'choose'; level: string } | { kind: 'confirm'; level: string } | { kind: 'done'; level: string; changedAt: string };

const levelOf = (list: AccountLevelList | undefined, level: string): AccountLevel | undefined => list?.levels.find((l) => l.level === level);
const courseName = (list: AccountLevelList | undefined, level: string) => levelOf(list, level)?.nameJp ?? level;

/** The confirmation's rows: the courses, then what changes with them (unit and spread, where known). */
function changeRows(account: AccountInfo, list: AccountLevelList | undefined, from: string, to: string): ConfirmRow[] {
  const before = levelOf(list, from);
  const after = levelOf(list, to);
  const pair = (label: string, a: string | null | undefined, b: string | null | undefined): ConfirmRow[] =>
    a && b ? [{ label, value: texts.courseBeforeAfter(a, b) }] : b ? [{ label, value: b }] : [];
  return [
    { label: texts.accountNo, value: account.accountNo },
    { label: texts.courseBefore, value: courseName(list, from) },
    { label: texts.courseAfter, value: courseName(list, to), strong: true },
    ...pair(texts.courseTradingUnit, before?.tradingUnit, after?.tradingUnit),
    ...pair(texts.courseSpread, before?.spread, after?.spread),
  ];
}

/** The provider's proposal of another course, with the way to take it up unless positions are open. */
function GroupProposal({
  proposal,
  list,
  blocked,
  onAccept,
}: {
  proposal: GroupProposalData;
  list: AccountLevelList | undefined;
  blocked: boolean;
  onAccept: () => void;
}) {
  return (
    <Alert
      type="info"
      showIcon
      data-testid="group-proposal"
      title={texts.proposalTitle}
      description={
        <Flex vertical gap={8} align="flex-start">
          <Typography.Text>{proposal.reason}</Typography.Text>
          <Typography.Text>
            {courseName(list, proposal.fromLevel)} → <strong>{proposal.toLevelNameJp}</strong>
          </Typography.Text>
          {!blocked && <Button onClick={onAccept}>{texts.proposalAccept}</Button>}
        </Flex>
      }
    />
  );
}

function CourseChoose({
  list,
  level,
  current,
  onChoose,
  onNext,
  onCancel,
}: {
  list: AccountLevelList;
  level: string;
  current: string;
  onChoose: (level: string) => void;
  onNext: () => void;
  onCancel: () => void;
}) {
  return (
    <Flex vertical gap={12} data-testid="course-choose">
      <Typography.Text strong>{texts.courseChoose}</Typography.Text>
      <Radio.Group aria-label={texts.courseChoose} value={level} onChange={(e) => onChoose(e.target.value as string)}>
        <Flex vertical gap={8}>
          {list.levels.map((l) => (
            <Radio key={l.level} value={l.level}>
              <strong>{l.nameJp}</strong>
              {l.current ? `（${texts.currentCourse}）` : ''}
              <Note block size="default">
                {l.description}
              </Note>
            </Radio>
          ))}
        </Flex>
      </Radio.Group>
      <Flex gap={8} wrap>
        <Button type="primary" disabled={level === current} onClick={onNext}>
          {texts.next}
        </Button>
        <Button onClick={onCancel}>{texts.cancel}</Button>
      </Flex>
    </Flex>
  );
}

function CourseConfirm({
  rows,
  error,
  agreed,
  onAgree,
  pending,
  onChange,
  onEdit,
}: {
  rows: ConfirmRow[];
  error: unknown;
  agreed: boolean;
  onAgree: (agreed: boolean) => void;
  pending: boolean;
  onChange: () => void;
  onEdit: () => void;
}) {
  return (
    <Flex vertical gap={12} data-testid="course-confirm">
      <Typography.Text>{texts.courseConfirmLead}</Typography.Text>
      <FailureAlert error={error} />
      <ConfirmList rows={rows} />
      <Alert
        type="warning"
        showIcon
        data-testid="course-effects"
        title={texts.courseEffectsTitle}
        description={
          <ul style={{ margin: 0, paddingInlineStart: 18 }}>
            {texts.courseEffects.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        }
      />
      <Checkbox checked={agreed} onChange={(e) => onAgree(e.target.checked)}>
        {texts.courseEffectsAgree}
      </Checkbox>
      <Flex gap={8} wrap>
        <Button type="primary" disabled={!agreed} loading={buttonLoading(pending)} onClick={onChange}>
          {texts.change}
        </Button>
        <Button onClick={onEdit}>{texts.edit}</Button>
      </Flex>
    </Flex>
  );
}

export function AccountCard({ account, corporate }: { account: AccountInfo; corporate: boolean }) {
  const ofAccount = { id: account.accountId };
  const levels = useEndpointQuery(endpoints.account.changeAccountLevelList, ofAccount, { notify: false });
  const proposal = useEndpointQuery(endpoints.account.accountChangeGroupProposal, ofAccount, { notify: false });
  const [step, setStep] = useState<Step>({ kind: 'view' });
  const [agreed, setAgreed] = useState(false);
  const change = useEndpointMutation(endpoints.account.changeLevel, {
    notify: false,
    invalidates: [
      endpointKey(endpoints.account.changeAccountLevelList, ofAccount),
      endpointKey(endpoints.account.accountChangeGroupProposal, ofAccount),
      endpoints.customer.view,
    ],
    onSuccess: (result) => setStep({ kind: 'done', level: result.level, changedAt: result.changedAt }),
  });
  const toConfirm = (level: string) => {
    setAgreed(false);
    setStep({ kind: 'confirm', level });
  };
  const list = levels.data;
  const current = list?.currentLevel ?? account.level;
  const title = `${accountLabel(account, corporate ? 'corporate' : 'individual')} ${account.accountNo}`;
  // The course change, the proposal and the read-only password appear together once the courses and
  // the proposal have answered: shown one by one, each pushed the ones below it down, and a click
  // aimed at a button while an answer landed hit empty space.
  const settled = !levels.loading && !proposal.loading;
  // Positions open: the change is refused (the API would answer ACC008), so it is not offered.
  const blocked = list?.openPositions === true;

  return (
    <Panel title={title} data-testid={`account-${account.accountNo}`}>
      <Flex vertical gap={16}>
        <Descriptions
          size="small"
          column={1}
          bordered
          items={[
            { key: 'no', label: texts.accountNo, children: account.accountNo },
            { key: 'service', label: texts.accountService, children: accountLabel(account, corporate ? 'corporate' : 'individual') },
            { key: 'course', label: texts.accountCourse, children: <span data-testid="current-course">{courseName(list, current)}</span> },
          ]}
        />
        {!settled && <Skeleton active title={false} paragraph={{ rows: 3 }} />}
        {settled && proposal.data && step.kind === 'view' && (
          <GroupProposal proposal={proposal.data} list={list} blocked={blocked} onAccept={() => toConfirm(proposal.data!.toLevel)} />
        )}
        {settled && step.kind === 'view' && list && list.levels.length > 1 && blocked && (
          <Alert type="warning" showIcon data-testid="course-positions-open" title={texts.coursePositionsOpen} />
        )}
        {settled && step.kind === 'view' && list && list.levels.length > 1 && !blocked && (
          <div>
            <Button onClick={() => setStep({ kind: 'choose', level: current })}>{texts.changeCourse}</Button>
          </div>
        )}
        {step.kind === 'choose' && list && (
          <CourseChoose
            list={list}
            level={step.level}
            current={current}
            onChoose={(level) => setStep({ kind: 'choose', level })}
            onNext={() => toConfirm(step.level)}
            onCancel={() => setStep({ kind: 'view' })}
          />
        )}
        {step.kind === 'confirm' && (
          <CourseConfirm
            rows={changeRows(account, list, current, step.level)}
            error={change.error}
            agreed={agreed}
            onAgree={setAgreed}
            pending={change.pending}
            onChange={() => void change.run({ accountId: account.accountId, level: step.level }).catch(() => undefined)}
            onEdit={() => setStep({ kind: 'choose', level: step.level })}
          />
        )}
        {step.kind === 'done' && (
          <ResultView success title={texts.courseDone} lead={texts.courseDoneLead} onBack={() => setStep({ kind: 'view' })} backLabel={texts.close}>
            <ConfirmList
              rows={[
                { label: texts.courseAfter, value: courseName(list, step.level), strong: true },
                { label: texts.courseChangedAt, value: formatDateTime(step.changedAt) },
              ]}
            />
          </ResultView>
        )}
        {settled && account.tradingPlatform === 'MT4' && <ReadonlyPassword accountId={account.accountId} />}
      </Flex>
    </Panel>
  );
}

/** The investor password, fetched only when asked for and forgotten when hidden. */
function ReadonlyPassword({ accountId }: { accountId: number }) {
  const [shown, setShown] = useState<string | null>(null);
  const reveal = useEndpointMutation(endpoints.customer.readonlyPassword, { notify: false, onSuccess: (r) => setShown(r.readonlyPassword) });
  return (
    <Flex vertical gap={8} data-testid="readonly-password">
      <Typography.Text strong>{texts.readonlyTitle}</Typography.Text>
      <Typography.Text type="secondary">{texts.readonlyLead}</Typography.Text>
      <FailureAlert error={reveal.error} />
      {shown ? (
        <Flex gap={12} align="center" wrap>
          <Typography.Text code copyable style={{ fontSize: 16 }} data-testid="readonly-password-value">
            {shown}
          </Typography.Text>
          <Button onClick={() => setShown(null)}>{texts.readonlyHide}</Button>
        </Flex>
      ) : (
        <div>
          <Button loading={buttonLoading(reveal.pending)} onClick={() => void reveal.run({ accountId }).catch(() => undefined)}>
            {texts.readonlyShow}
          </Button>
        </div>
      )}
    </Flex>
  );
}
