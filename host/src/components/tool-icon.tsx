import {
  AppstoreOutlined,
  DatabaseOutlined,
  DownloadOutlined,
  FileTextOutlined,
  LineChartOutlined,
  MobileOutlined,
  PlaySquareOutlined,
  ToolOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';

/** An icon by what a tool's path says it is. */
export function ToolIcon({ path }: { path: string }) {
  const p = path.toLowerCase();
  if (p.includes('chart')) return <LineChartOutlined aria-hidden />;
  if (p.includes('live')) return <VideoCameraOutlined aria-hidden />;
  if (p.includes('video') || p.includes('movie')) return <PlaySquareOutlined aria-hidden />;
  if (p.includes('currency')) return <DatabaseOutlined aria-hidden />;
  if (p.includes('app') || p.includes('mobile')) return <MobileOutlined aria-hidden />;
  if (p.includes('mt4') || p.includes('download') || p.includes('letter')) return <DownloadOutlined aria-hidden />;
  if (p.includes('forecast') || p.includes('report')) return <FileTextOutlined aria-hidden />;
  if (p.includes('tool')) return <ToolOutlined aria-hidden />;
  return <AppstoreOutlined aria-hidden />;
}
