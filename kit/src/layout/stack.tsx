// A column of blocks with the same space between them — antd's Flex, vertical — with the two things
// the pages kept writing by hand: the column's measure (a form or a list does not run across a wide
// screen) and hiding without unmounting (a flow's input stage keeps its values while the
// confirmation shows).
import type { CSSProperties } from 'react';
import { Flex, type FlexProps } from 'antd';

export interface StackProps extends Omit<FlexProps, 'vertical' | 'orientation'> {
  /** The widest the column grows, in px. */
  maxWidth?: number;
  /** Not shown, but kept mounted (state and form values stay). */
  hidden?: boolean;
}

export function Stack({ maxWidth, hidden = false, style, ...flex }: StackProps) {
  const own: CSSProperties = {};
  if (maxWidth !== undefined) own.maxWidth = maxWidth;
  if (hidden) own.display = 'none';
  return <Flex vertical {...flex} style={{ ...own, ...style }} />;
}
