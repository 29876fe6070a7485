/** The comments' screens in one chunk, behind one dynamic import (comments-lazy.ts). */
export { default as CommentsButton } from './comments-button';
export { default as CommentsPanel } from './comments-panel';
