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
  if (p.includes('chart')) return <LineChartOutlined />;
  if (p.includes('live')) return <VideoCameraOutlined />;
  if (p.includes('video') || p.includes('movie')) return <PlaySquareOutlined />;
  if (p.includes('currency')) return <DatabaseOutlined />;
  if (p.includes('app') || p.includes('mobile')) return <MobileOutlined />;
  if (p.includes('mt4') || p.includes('download') || p.includes('letter')) return <DownloadOutlined />;
  if (p.includes('forecast') || p.includes('report')) return <FileTextOutlined />;
  if (p.includes('tool')) return <ToolOutlined />;
  return <AppstoreOutlined />;
}
