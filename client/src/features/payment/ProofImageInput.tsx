import { useEffect, useId, useMemo, useRef } from 'react';
import { Box, Button, Field, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { ImageUp } from 'lucide-react';

type Props = {
  file: File | null;
  invalid: boolean;
  onPick: (file: File | null) => void;
};

const sizeText = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('id-ID')} KB`
    : `${(bytes / (1024 * 1024)).toLocaleString('id-ID', { maximumFractionDigits: 1 })} MB`;

/** The transfer receipt photo: a large tap target, then a preview of what will be sent. */
export function ProofImageInput({ file, invalid, onPick }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  // Clearing the file from outside (wrong type) also clears the native input, so the same file can be picked again.
  useEffect(() => {
    if (!file && input.current) input.current.value = '';
  }, [file]);

  return (
    <Field.Root invalid={invalid} required>
      <Field.Label htmlFor={id}>
        Bukti Transfer
        <Field.RequiredIndicator />
      </Field.Label>
      <Box borderWidth="2px" borderStyle="dashed" borderColor={invalid ? 'red.400' : 'brand.200'} borderRadius="md" p="4" w="full" bg="brand.50">
        <Stack gap="3" align="center" textAlign="center">
          {preview && file ? (
            <>
              <Image src={preview} alt="Pratinjau bukti pembayaran" maxH="48" objectFit="contain" borderRadius="md" />
              <Text fontSize="sm" color="gray.700" overflowWrap="anywhere">
                {file.name} ({sizeText(file.size)})
              </Text>
            </>
          ) : (
            <Text fontSize="sm" color="gray.600">
              Format jpg, jpeg, atau png. Gambar di atas 3 MB akan dikompres otomatis.
            </Text>
          )}
          <HStack>
            <Button asChild variant="outline" colorPalette="brand" bg="white" minH="11">
              <label>
                <ImageUp aria-hidden />
                {file ? 'Ganti Gambar' : 'Pilih Gambar'}
                <input
                  ref={input}
                  id={id}
                  type="file"
                  accept="image/jpeg,image/png"
                  aria-label="Bukti Transfer"
                  style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
                  onChange={(e) => onPick(e.target.files?.[0] ?? null)}
                />
              </label>
            </Button>
          </HStack>
        </Stack>
      </Box>
    </Field.Root>
  );
}
