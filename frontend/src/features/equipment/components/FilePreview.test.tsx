import { fireEvent, render, screen } from '@testing-library/react';
import { FilePreview } from './FilePreview';

describe('FilePreview', () => {
  beforeEach(() => {
    // jsdom has no object URLs: a URL class that makes one, as a browser would.
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = () => 'blob:preview';
        static override revokeObjectURL = () => undefined;
      },
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the picture, and the file name instead when the browser cannot draw it (HEIC in Chrome)', async () => {
    const heic = new File([new Uint8Array([0, 0, 0, 24])], 'IMG_0042.HEIC', { type: 'image/heic' });
    render(<FilePreview file={heic} />);
    const picture = await screen.findByRole('img', { name: 'IMG_0042.HEIC' });
    expect(picture.tagName).toBe('IMG');
    fireEvent.error(picture);
    const name = screen.getByRole('img', { name: 'IMG_0042.HEIC' });
    expect(name.tagName).toBe('SPAN');
    expect(name).toHaveTextContent('IMG_0042.HEIC');
  });
});
