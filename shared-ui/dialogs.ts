/**
 * '@physio/shared-ui/dialogs': the modal dialog and the confirm dialog built on it. Not in the package index on
 * purpose: the index is the one shared singleton every page loads first (DESIGN.md §6's 170 KB bar), and most
 * pages open a dialog only after a visitor's move; these are bundled, tree-shaken, into the remotes' chunks that
 * show one. Like every entry outside the index they take the shared basics (words, icons, Button) from
 * '@physio/shared-ui', never by a relative path, which would bundle a second copy of the singleton's state.
 */
export { Modal, type ModalProps } from './src/components/Modal';
export { ConfirmDialog, type ConfirmDialogProps } from './src/components/ConfirmDialog';
