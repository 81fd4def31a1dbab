// A list without bullets or indentation (links, rows of a history, passkeys, sessions): a `ul` laid out
// as a column (antd's Flex, whose class also takes away the list's margins and padding).
import { Flex, type FlexProps } from 'antd';

export type PlainListProps = Omit<FlexProps, 'vertical' | 'orientation' | 'component'>;

export function PlainList({ style, ...flex }: PlainListProps) {
  return <Flex component="ul" vertical {...flex} style={{ listStyle: 'none', ...style }} />;
}
