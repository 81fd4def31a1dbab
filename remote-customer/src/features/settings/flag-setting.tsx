// An on/off mail setting that applies at once (advertising mail, login notification, execution notice).
import { useState } from 'react';
import { App, Button, Flex, Radio, Typography } from 'antd';
import { buttonLoading, Panel } from '@portal/kit';
import { useApiMutation } from '@portal/shared-kernel/react';
import { FailureAlert } from '../../components/failure-alert.tsx';
import { PROFILE_QUERIES } from '../../lib/profile.ts';
import { texts } from '../../lib/texts.ts';

export function FlagSetting({
  label,
  value,
  save,
  testId,
}: {
  label: string;
  value: boolean;
  save: (on: boolean) => Promise<unknown>;
  testId: string;
}) {
  const { message } = App.useApp();
  const [chosen, setChosen] = useState(value);
  const mutation = useApiMutation(save, { invalidates: PROFILE_QUERIES, onSuccess: () => void message.success(texts.saved) });
  return (
    <Panel title={label} data-testid={testId}>
      <FailureAlert error={mutation.error} />
      <Flex vertical gap={16}>
        <Typography.Text>
          {texts.current}：<strong data-testid={`${testId}-current`}>{value ? texts.on : texts.off}</strong>
        </Typography.Text>
        <Radio.Group aria-label={label} value={chosen} onChange={(e) => setChosen(e.target.value as boolean)}>
          <Radio value={true}>{texts.on}</Radio>
          <Radio value={false}>{texts.off}</Radio>
        </Radio.Group>
        <div>
          <Button
            type="primary"
            size="large"
            disabled={chosen === value || mutation.pending}
            loading={buttonLoading(mutation.pending)}
            onClick={() => void mutation.run(chosen).catch(() => undefined)}
          >
            {texts.save}
          </Button>
        </div>
      </Flex>
    </Panel>
  );
}
