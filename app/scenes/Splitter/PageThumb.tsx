import { Center, Loader, Text } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { SplitterPage } from '../../../domain/intake/source';
import { useSourcePageImage } from '../../api/intake';

/** An object URL for a blob, revoked when the blob changes or the component goes. */
export function useObjectUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
}

/** A page image of a source, turned by its rotation; a thumbnail when `width` is given. */
export function PageImage({ page, width, alt }: { page: SplitterPage; width?: number; alt: string }) {
  const image = useSourcePageImage(page.Id, width, page.HasImage);
  const url = useObjectUrl(image.data);
  if (!page.HasImage || image.isError) {
    return (
      <Center className="ll-split-image-missing">
        <IconPhotoOff size={20} aria-label={alt} />
      </Center>
    );
  }
  if (!url) {
    return (
      <Center className="ll-split-image-missing">
        <Loader size="xs" />
      </Center>
    );
  }
  return (
    <img
      src={url}
      alt={alt}
      className="ll-split-image"
      style={{ transform: `rotate(${page.Rotation}deg)` }}
      draggable={false}
    />
  );
}

/** The page number under a thumbnail. */
export function PageNumber({ number }: { number: number }) {
  return (
    <Text size="xs" c="dimmed" ta="center" lh={1.2}>
      {number}
    </Text>
  );
}
