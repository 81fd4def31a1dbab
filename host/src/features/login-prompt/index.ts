export { LoginPromptModal } from './LoginPromptModal.tsx';
export { LoginPromptPage } from './LoginPromptPage.tsx';
