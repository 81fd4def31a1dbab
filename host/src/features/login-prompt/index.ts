export { LoginPromptModal } from './login-prompt-modal.tsx';
export { LoginPromptPage } from './login-prompt-page.tsx';
