import { useId, type ChangeEvent } from 'react';
import { Button, chakra, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { Camera, FileText } from 'lucide-react';
import { useObjectUrl } from '../lib/use-object-url.ts';

type Props = {
  label: string;
  file: File | null;
  /** The rule the file must pass (spec section 5); returns the message to show, or null. */
  check: (file: File) => string | null;
  onChange: (file: File | null) => void;
  error?: string | null;
  onError: (message: string | null) => void;
  previewAlt: string;
  hint?: string;
  /** While the form is being sent: the photo cannot be swapped under it. */
  disabled?: boolean;
  /** Marked as missing by the form (a required field left empty). */
  invalid?: boolean;
  required?: boolean;
  /** What the file input takes; images only unless a form also takes documents. */
  accept?: string;
  /** Which camera a phone opens straight away: the back one for goods and papers, the front one for a selfie. */
  capture?: 'environment' | 'user';
};

/**
 * The one photo picker of the shop (transfer receipt, delivery receipt, product return, the
 * membership documents): a large dashed tap target, then a preview of exactly what will be sent
 * and 'Ganti Gambar'. A refused file is not kept, so the preview is always what would be sent.
 */
export function ImagePicker({
  label,
  file,
  check,
  onChange,
  error,
  onError,
  previewAlt,
  hint = 'Format jpg, jpeg, atau png',
  disabled,
  invalid,
  required,
  accept = 'image/jpeg,image/png',
  capture,
}: Props) {
  const id = useId();
  const labelId = `${id}-label`;
  const isImage = !!file && file.type.startsWith('image/');
  const preview = useObjectUrl(isImage ? file : null);
  const marked = !!error || !!invalid;

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0] ?? null;
    // Cleared so choosing the same photo again still fires a change.
    event.target.value = '';
    if (!picked) return;
    const problem = check(picked);
    onError(problem);
    onChange(problem ? null : picked);
  };

  const locked = disabled ? { opacity: 0.6, cursor: 'not-allowed', pointerEvents: 'none' as const } : { cursor: 'pointer' };

  return (
    <Stack gap="2">
      <Text id={labelId} fontWeight="medium" fontSize="sm">
        {label}
        {required && (
          <Text as="span" color="red.600" aria-hidden ms="1">
            *
          </Text>
        )}
      </Text>
      <chakra.input
        id={id}
        type="file"
        accept={accept}
        capture={capture}
        className="peer"
        srOnly
        aria-labelledby={labelId}
        aria-required={required || undefined}
        aria-invalid={marked || undefined}
        aria-describedby={error ? `${id}-error` : file ? undefined : `${id}-hint`}
        disabled={disabled}
        onChange={onPick}
      />
      {file ? (
        <Stack gap="2" borderWidth="1px" borderColor={marked ? 'red.500' : 'border'} borderRadius="lg" p="3" bg="white" _peerFocusVisible={{ outline: '2px solid', outlineColor: 'brand.700', outlineOffset: '2px' }}>
          {preview ? (
            <Image src={preview} alt={previewAlt} maxH="48" w="full" objectFit="contain" borderRadius="md" bg="gray.50" />
          ) : (
            <HStack gap="2" color="gray.700" py="2">
              <FileText size={24} aria-hidden />
              <Text fontSize="sm" fontWeight="medium">
                Dokumen PDF
              </Text>
            </HStack>
          )}
          <HStack justify="space-between" gap="2" flexWrap="wrap">
            <Text fontSize="sm" color="gray.600" truncate maxW="full" minW="0" flex="1">
              {file.name}
            </Text>
            <Button asChild variant="outline" colorPalette="brand" size="sm" minH="11" aria-disabled={disabled || undefined} {...locked}>
              {/* The input above is what assistive technology reaches; this is its big visible button. */}
              <label htmlFor={id} aria-hidden>
                Ganti Gambar
              </label>
            </Button>
          </HStack>
        </Stack>
      ) : (
        <chakra.label
          htmlFor={id}
          aria-hidden
          display="flex"
          flexDirection="column"
          alignItems="center"
          gap="2"
          py="6"
          px="4"
          textAlign="center"
          borderWidth="2px"
          borderStyle="dashed"
          borderColor={marked ? 'red.500' : 'brand.300'}
          borderRadius="lg"
          bg="brand.50"
          color="brand.800"
          _hover={{ bg: 'brand.100' }}
          _peerFocusVisible={{ outline: '2px solid', outlineColor: 'brand.700', outlineOffset: '2px' }}
          {...locked}
        >
          <Camera size={28} />
          <Text fontWeight="semibold">Ambil foto atau pilih gambar</Text>
          <Text id={`${id}-hint`} fontSize="xs" color="gray.600">
            {hint}
          </Text>
        </chakra.label>
      )}
      {error && (
        <Text id={`${id}-error`} role="alert" fontSize="sm" color="red.600">
          {error}
        </Text>
      )}
    </Stack>
  );
}
