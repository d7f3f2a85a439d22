import styled from 'styled-components';
import { api, fetchPrivacyExportPdf } from '@physio/shared-auth';
import { useMessages } from '@physio/shared-ui';
import { DownloadButton } from '@physio/shared-ui/download';
import { privacyPageCatalog, usePrivacyTexts } from './privacyMessages';

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/** Download my data: the JSON (from the endpoint table's call) and the readable PDF. */
export function DataDownload({ patientId, onDone }: { patientId: string; onDone?: () => void }) {
  const t = usePrivacyTexts();
  const words = useMessages(privacyPageCatalog);
  const json = async () => {
    const result = await api.privacy.exportData({ params: { id: patientId } }, words('notDownloaded'));
    onDone?.();
    if (!result.ok) return result;
    const blob = new Blob([JSON.stringify(result.data, null, 2)], { type: 'application/json' });
    return { ok: true as const, data: blob };
  };
  const pdf = async () => {
    const result = await fetchPrivacyExportPdf(patientId);
    onDone?.();
    return result;
  };
  return (
    <>
      <p>{t.area.downloadHint}</p>
      <Buttons>
        <DownloadButton fetchFile={json} filename="my-physiocare-data.json">
          {t.area.downloadJson}
        </DownloadButton>
        <DownloadButton fetchFile={pdf} filename="my-physiocare-data.pdf">
          {t.area.downloadPdf}
        </DownloadButton>
      </Buttons>
    </>
  );
}
