/** Frames of the pages other issues fill: title, what the page will hold, related links. Page titles are shared. */
export { frameTitles, type TitleSlug } from './messages/frame-titles.messages';
