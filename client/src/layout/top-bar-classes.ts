/** The classes of the top bar's links and buttons (frame.css on button.css's small ghost Button), for TopNav and its bell. */
export const TOP_BAR_ACTION = 'button button--sm button--ghost top-bar__action';
export const TOP_BAR_ICON = `${TOP_BAR_ACTION} top-bar__action--icon`;
export const TOP_BAR_LOGIN = 'button button--sm button--solid palette-brand top-bar__action top-bar__action--login';
