// antd Button `loading` for our actions: the spinner appears only if the action is still running
// after 200 ms. A validation-only submit or a fast answer then never flashes it — antd's icon leave
// motion can get stuck after such a flash and leave 「loading」 in the button's accessible name.
export const LOADING_DELAY_MS = 200;

export const buttonLoading = (loading: boolean): boolean | { delay: number } => (loading ? { delay: LOADING_DELAY_MS } : false);
