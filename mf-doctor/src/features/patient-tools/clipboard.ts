/** Copies text with the async Clipboard API, falling back to a hidden textarea + execCommand. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Permission denied or insecure context: try the fallback.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

export const bookingLink = (origin: string, patientId: string) =>
  `${origin}/c/${encodeURIComponent(patientId)}`;

export const whatsappShareLink = (link: string, brand = 'PhysioCare') =>
  `https://wa.me/?text=${encodeURIComponent(`Book your physiotherapy sessions with ${brand}: ${link}`)}`;
