// One video of the call: a media stream with the person's name under it.
import { Box, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';

export function VideoTile({ stream, label, muted = false, testId }: { stream: MediaStream; label: string; muted?: boolean; testId: string }) {
  const ref = useRef<HTMLVideoElement | null>(null);
  useEffect(() => {
    const v = ref.current;
    if (!v) return;
    v.srcObject = stream;
    void v.play().catch(() => {});
  }, [stream]);
  return (
    <Box as="figure" borderWidth="1px" rounded="md" overflow="hidden" bg="black">
      {/* eslint-disable-next-line jsx-a11y/media-has-caption -- a live camera stream of a call: no captions exist */}
      <video ref={ref} autoPlay playsInline muted={muted} aria-label={`Video of ${label}`} data-testid={testId} style={{ width: '100%', aspectRatio: '4 / 3' }} />
      <Text as="figcaption" fontSize="sm" color="white" px="2" py="1">{label}</Text>
    </Box>
  );
}
