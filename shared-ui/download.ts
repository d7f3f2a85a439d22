/**
 * '@physio/shared-ui/download': a button that fetches a file (receipt, prescription, calendar, data export) and
 * saves it, with its failure shown beside it. Outside the package index (see dialogs.ts): bundled only into the
 * patient area's and the doctor's chunks that offer a download.
 */
export { DownloadButton, saveBlob, type DownloadButtonProps } from './src/components/DownloadButton';
