// 郵便番号 → 都道府県・市区町村・町域: the postcode field, looked up (resource/postcode/{code}, one code
// per call) as soon as 7 digits are typed or on 「住所検索」; a code with several towns offers a choice.
// Used by the individual address page and the corporate head office.
import { useEffect, useRef, useState } from 'react';
import { Button, Flex } from 'antd';
import { useWatch } from 'react-hook-form';
import type { UseFormReturn } from 'react-hook-form';
import { buttonLoading, SelectField, TextField } from '@portal/kit';
import { resourceApi } from '@portal/shared-kernel';
import type { PostcodeResult } from '@portal/shared-kernel';
import { texts } from '../lib/texts.ts';
import { FailureAlert } from './failure-alert.tsx';

export interface PostcodeArea {
  postalCode: string;
  area: string;
}
export const areaText = (a: PostcodeResult['areas'][number]) => `${a.prefecture}${a.city}${a.town}`;
export const postcodeDigits = (s: string) => s.normalize('NFKC').replace(/\D/g, '');

/** `form` is any form whose values include postalCode and area. */
export function PostcodeAreaFields<T extends PostcodeArea>({ form: anyForm, idPrefix }: { form: UseFormReturn<T>; idPrefix: string }) {
  const form = anyForm as unknown as UseFormReturn<PostcodeArea>;
  const { control, setValue, trigger } = form;
  const [areas, setAreas] = useState<PostcodeResult['areas']>([]);
  const [lookupError, setLookupError] = useState<unknown>(null);
  const [looking, setLooking] = useState(false);
  const looked = useRef('');
  const postalCode = useWatch({ control, name: 'postalCode' });

  const lookup = async (code: string) => {
    looked.current = code;
    setLookupError(null);
    setLooking(true);
    try {
      const result = await resourceApi.postcode({ code }, { notify: false });
      setAreas(result.areas);
      setValue('area', result.areas.length === 1 ? areaText(result.areas[0]!) : '', { shouldValidate: result.areas.length === 1 });
    } catch (error) {
      setAreas([]);
      setValue('area', '');
      setLookupError(error);
    } finally {
      setLooking(false);
    }
  };

  useEffect(() => {
    const code = postcodeDigits(postalCode ?? '');
    if (code.length === 7 && code !== looked.current) void lookup(code);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [postalCode]);

  return (
    <>
      <Flex gap={8} align="flex-start" wrap>
        <div style={{ flex: '1 1 200px' }}>
          <TextField
            control={control}
            name="postalCode"
            id={`${idPrefix}-postal`}
            label={texts.postalCode}
            extra={texts.postalHint}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={8}
          />
        </div>
        <Button
          size="large"
          style={{ marginTop: 30 }}
          loading={buttonLoading(looking)}
          onClick={() => {
            void trigger('postalCode').then((ok) => {
              if (ok) void lookup(postcodeDigits(postalCode ?? ''));
            });
          }}
        >
          {texts.lookup}
        </Button>
      </Flex>
      <FailureAlert error={lookupError} />
      {areas.length > 1 ? (
        <SelectField
          control={control}
          name="area"
          id={`${idPrefix}-area`}
          label={texts.area}
          options={areas.map((a) => ({ value: areaText(a), label: areaText(a) }))}
        />
      ) : (
        <TextField
          control={control}
          name="area"
          id={`${idPrefix}-area`}
          label={texts.area}
          placeholder={texts.areaPlaceholder}
          disabled
          extra={areas.length === 0 ? texts.lookupFirst : undefined}
        />
      )}
    </>
  );
}
