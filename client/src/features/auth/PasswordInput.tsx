import { useState, type ComponentProps } from 'react';
import { IconButton, Input, InputGroup } from '@chakra-ui/react';
import { Eye, EyeOff } from 'lucide-react';

type Props = Omit<ComponentProps<typeof Input>, 'type'>;

/** A masked password field; the eye lets people on a phone check what they typed. */
export function PasswordInput(props: Props) {
  const [visible, setVisible] = useState(false);
  return (
    <InputGroup
      endElementProps={{ pe: '0' }}
      endElement={
        <IconButton
          variant="ghost"
          minW="11"
          minH="11"
          aria-label={visible ? 'Sembunyikan sandi' : 'Tampilkan sandi'}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <EyeOff /> : <Eye />}
        </IconButton>
      }
    >
      <Input {...props} type={visible ? 'text' : 'password'} minH="11" />
    </InputGroup>
  );
}
