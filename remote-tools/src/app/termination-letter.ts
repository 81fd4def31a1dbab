// The `./termination-letter` module of remote_tools: the banner customer pages show (spec §2).
export { TerminationLetterBanner, TerminationLetterBanner as default } from '../features/termination-letter/termination-letter-banner.tsx';
export type { TerminationLetterBannerProps } from '../features/termination-letter/termination-letter-banner.tsx';
