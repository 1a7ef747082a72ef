import { useEffect, useMemo } from 'react';
import { Field, HStack, Image, Input, Text } from '@chakra-ui/react';
import { FileText } from 'lucide-react';

type Props = {
  name: string;
  label: string;
  hint: string;
  /** Which camera a phone opens: the back one for the ID card, the front one for a selfie. */
  capture: 'environment' | 'user';
  file: File | null;
  invalid: boolean;
  onChange: (file: File | null) => void;
};

/** Spec section 2: the application's documents are images or a PDF. */
export const DOCUMENT_ACCEPT = 'image/*,application/pdf';

export function isDocument(file: File): boolean {
  return file.type.startsWith('image/') || file.type === 'application/pdf' || /\.(jpe?g|png|pdf)$/i.test(file.name);
}

// The browser's own file button, in the brand's colours; Chakra's Input keeps the Field's label link.
const FILE_BUTTON = {
  '&::file-selector-button': {
    bg: 'brand.solid',
    color: 'brand.contrast',
    border: 'none',
    borderRadius: 'l1',
    px: '3',
    py: '2',
    me: '3',
    fontWeight: 'medium',
    cursor: 'pointer',
  },
};

/** One document of the application, with a preview so the customer sees what will be sent. */
export function DocumentInput({ name, label, hint, capture, file, invalid, onChange }: Props) {
  const preview = useMemo(() => (file && file.type.startsWith('image/') ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);

  return (
    <Field.Root invalid={invalid}>
      <Field.Label>{label}</Field.Label>
      <Input
        type="file"
        name={name}
        accept={DOCUMENT_ACCEPT}
        capture={capture}
        h="auto"
        minH="11"
        p="1.5"
        bg="white"
        fontSize="sm"
        cursor="pointer"
        css={FILE_BUTTON}
        onChange={(e) => onChange(e.target.files?.[0] ?? null)}
      />
      <Field.HelperText>{hint}</Field.HelperText>
      {preview && file && (
        <Image src={preview} alt={`Pratinjau ${label}`} maxH="40" maxW="full" objectFit="contain" borderRadius="l2" borderWidth="1px" bg="gray.100" />
      )}
      {file && !preview && (
        <HStack gap="2" fontSize="sm" color="fg.muted">
          <FileText size={18} aria-hidden="true" />
          <Text truncate>{file.name}</Text>
        </HStack>
      )}
    </Field.Root>
  );
}
