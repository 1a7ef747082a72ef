import { Link, Stack, Text } from '@chakra-ui/react';
import type { SalesOrderDetailHeader } from '@tulus/shared/contract/order';
import { branchPhone } from '@tulus/shared/rules/branches';
import { useBranchDetail } from '../../lib/api/branches.ts';

type BranchFields = { nm_cabang: string; Alamat: string; telp: string | null };

function BranchLines({ branch }: { branch: BranchFields }) {
  const phone = branchPhone(branch.telp);
  return (
    <Stack gap="0.5">
      <Text fontWeight="semibold">DC {branch.nm_cabang}</Text>
      <Text fontSize="sm" color="gray.700">
        {branch.Alamat}
      </Text>
      {phone ? (
        <Link href={`tel:${phone}`} fontSize="sm" color="brand.600" alignSelf="flex-start">
          {phone}
        </Link>
      ) : (
        <Text fontSize="sm" color="gray.600">
          Soon
        </Text>
      )}
    </Stack>
  );
}

/** The delivering branch: carried by the order when the provider sends it, otherwise looked up. */
export function BranchInfo({ header }: { header: SalesOrderDetailHeader }) {
  const lookup = !header.branch && !!header.kd_cabang;
  const detail = useBranchDetail(header.kd_cabang, { enabled: lookup });
  if (header.branch) return <BranchLines branch={header.branch} />;
  if (!lookup) return <Text color="gray.600">Detail cabang tidak tersedia</Text>;
  if (detail.isLoading) return <Text color="gray.600">Memuat informasi cabang...</Text>;
  if (detail.error) return <Text color="red.600">Gagal memuat detail cabang</Text>;
  return detail.data ? <BranchLines branch={detail.data} /> : <Text color="gray.600">Detail cabang tidak tersedia</Text>;
}
