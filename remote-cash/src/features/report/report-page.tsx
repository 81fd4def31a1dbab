// /portal/report: statements per account — daily, monthly or annual, five years back (cash/report/range)
// — as PDFs made from the ledger, fetched through a download token (cash/report/downloadToken).
import { useState } from 'react';
import { Alert, Button, Flex, Input, Radio, Select } from 'antd';
import { FilePdfOutlined } from '@ant-design/icons';
import { FieldLabel, Note, PageFrame, Panel } from '@portal/kit';
import { cashApi, endpoints } from '@portal/shared-kernel';
import type { StatementRange } from '@portal/shared-kernel';
import { useEndpointQuery } from '@portal/shared-kernel/react';
import { FailureAlert } from '../../components/failure-alert.tsx';
import { accountName, slashDate } from '../../lib/cash.ts';
import { DownloadStatus, useFileDownload } from '../../lib/file-download.tsx';
import { useCustomerType } from '../../lib/session.ts';
import { texts } from '../../lib/texts.ts';

type Period = 'daily' | 'monthly' | 'annual';

export default function ReportPage() {
  const range = useEndpointQuery(endpoints.cash.statementRange);
  return <PageFrame title={texts.reportTitle} lead={texts.reportLead} query={range} render={() => <Report accounts={range.data!.accounts} />} />;
}

/** The years from the first to the last date, newest first. */
const yearsBetween = (first: string, last: string): string[] => {
  const out: string[] = [];
  for (let y = Number(last.slice(0, 4)); y >= Number(first.slice(0, 4)); y--) out.push(String(y));
  return out;
};

function Report({ accounts }: { accounts: StatementRange['accounts'] }) {
  const customerType = useCustomerType();
  const [accountNo, setAccountNo] = useState(accounts[0]?.accountNo ?? '');
  const account = accounts.find((a) => a.accountNo === accountNo);
  const [period, setPeriod] = useState<Period>('monthly');
  const last = account?.lastDate ?? '';
  const [date, setDate] = useState(last);
  const [month, setMonth] = useState(last.slice(0, 7));
  const [year, setYear] = useState(last.slice(0, 4));
  const file = useFileDownload<'statement'>(texts.reportReady);
  if (!account) return <Alert type="info" showIcon title={texts.reportNoAccount} />;

  const value = period === 'daily' ? date : period === 'monthly' ? month : year;
  const download = () => file.start('statement', () => cashApi.statement({ accountNo, period, date: value }, { notify: false }));
  const busy = file.busy !== null;

  return (
    <Panel maxWidth={720}>
      <Flex vertical gap={20}>
        <div>
          <FieldLabel htmlFor="report-account">{texts.reportAccount}</FieldLabel>
          <Select
            id="report-account"
            size="large"
            style={{ width: '100%' }}
            value={accountNo}
            onChange={(v: string) => setAccountNo(v)}
            options={accounts.map((a) => ({ value: a.accountNo, label: accountName(a, customerType) }))}
          />
          <Note>{texts.reportRange(slashDate(account.firstDate), slashDate(account.lastDate))}</Note>
        </div>
        <div>
          <FieldLabel id="report-period">{texts.reportPeriod}</FieldLabel>
          <Radio.Group
            aria-labelledby="report-period"
            optionType="button"
            buttonStyle="solid"
            value={period}
            onChange={(e) => setPeriod(e.target.value as Period)}
          >
            {(Object.keys(texts.reportPeriods) as Period[]).map((p) => (
              <Radio.Button key={p} value={p}>
                {texts.reportPeriods[p]}
              </Radio.Button>
            ))}
          </Radio.Group>
        </div>
        <PeriodValue period={period} account={account} date={date} onDate={setDate} month={month} onMonth={setMonth} year={year} onYear={setYear} />
        <FailureAlert error={file.error} />
        <Flex gap={12} align="center" wrap>
          <Button
            type="primary"
            size="large"
            icon={<FilePdfOutlined aria-hidden />}
            onClick={() => void download()}
            loading={busy}
            aria-busy={busy}
            disabled={!value}
          >
            {texts.reportDownload}
          </Button>
          <DownloadStatus status={file.status} />
        </Flex>
      </Flex>
    </Panel>
  );
}

/** The day, the month or the year of the statement, as the period asks, within the account's range. */
function PeriodValue({
  period,
  account,
  date,
  onDate,
  month,
  onMonth,
  year,
  onYear,
}: {
  period: Period;
  account: StatementRange['accounts'][number];
  date: string;
  onDate: (date: string) => void;
  month: string;
  onMonth: (month: string) => void;
  year: string;
  onYear: (year: string) => void;
}) {
  return (
    <div>
      {period === 'daily' && (
        <>
          <FieldLabel htmlFor="report-date">{texts.reportDate}</FieldLabel>
          <Input
            id="report-date"
            type="date"
            size="large"
            value={date}
            min={account.firstDate}
            max={account.lastDate}
            onChange={(e) => onDate(e.target.value)}
            style={{ maxWidth: 220 }}
          />
        </>
      )}
      {period === 'monthly' && (
        <>
          <FieldLabel htmlFor="report-month">{texts.reportMonth}</FieldLabel>
          <Input
            id="report-month"
            type="month"
            size="large"
            value={month}
            min={account.firstDate.slice(0, 7)}
            max={account.lastDate.slice(0, 7)}
            onChange={(e) => onMonth(e.target.value)}
            style={{ maxWidth: 220 }}
          />
        </>
      )}
      {period === 'annual' && (
        <>
          <FieldLabel htmlFor="report-year">{texts.reportYear}</FieldLabel>
          <Select
            id="report-year"
            size="large"
            value={year}
            onChange={(v: string) => onYear(v)}
            style={{ width: 160 }}
            options={yearsBetween(account.firstDate, account.lastDate).map((y) => ({ value: y, label: `${y}年` }))}
          />
        </>
      )}
    </div>
  );
}
