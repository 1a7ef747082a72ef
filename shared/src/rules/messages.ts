// The shop's Indonesian strings that more than one part shows (client screens, gateway errors,
// mock provider). Each is copied character for character from the spec, including its
// inconsistencies ('Silahkan'/'Silakan', trailing '.' or '!'), because users and tests see them.
// Strings the spec does not give are marked "ours".

// A form opened again with the typing the page went away with (ours): the address form, the complaint,
// the payment proof (whose photo is picked again).
export const FORM_DRAFT_RESTORED = 'Isian Anda yang belum disimpan telah dikembalikan.';
export const FORM_DRAFT_PHOTO_AGAIN = 'Foto tidak ikut tersimpan, silakan pilih lagi.';
export const FORM_DRAFT_PASSWORD_AGAIN = 'Kata sandi tidak ikut tersimpan, silakan isi lagi.';

// Coordinates typed in a form (ours): a point needs both halves, each within its range.
export const COORDINATES_UNPAIRED = 'Latitude dan longitude harus diisi bersamaan.';
export const coordinateOutOfRange = (name: string, limit: number) => `${name} harus berupa angka antara -${limit} dan ${limit}.`;

// Login and registration (spec sections 5 and 8)
export const LOGIN_FIELDS_REQUIRED = 'Email dan kata sandi tidak boleh kosong!';
export const LOGIN_FAILED = 'Login failed';
export const LOGIN_CUSTOMER_NOT_FOUND = 'Customer tidak ditemukan';
export const LOGIN_REJECTED = 'Login gagal. Silakan periksa email dan kata sandi Anda.';
export const DRIVER_LOGIN_REJECTED = 'Login gagal. Silakan periksa email dan kata sandi Anda!';
export const DRIVER_LOGIN_ERROR = 'Terjadi kesalahan saat login, silakan coba lagi!';
export const DRIVER_LOGIN_FAILED_DEFAULT = 'Login gagal';
export const PASSWORD_MISMATCH = 'Password dan konfirmasi password tidak cocok.';
export const FILL_ALL_FIELDS = 'Mohon lengkapi semua kolom.';
export const REGISTRATION_FAILED = 'Registrasi gagal';
export const EMAIL_TAKEN = 'Email sudah digunakan';

// OTP
export const OTP_WAIT_MINUTE = 'Silahkan tunggu 1 menit sebelum meminta OTP lagi.';
export const otpWaitSeconds = (seconds: number): string => `Silahkan tunggu ${seconds} detik sebelum meminta OTP lagi`;
export const OTP_FORMAT = 'Kode OTP harus terdiri dari 6 digit angka';
export const OTP_REQUIRED = 'Mohon masukkan kode OTP';
export const OTP_WRONG = 'Kode OTP salah, silakan coba lagi.';
export const OTP_SEND_FAILED = 'Gagal mengirim OTP';
export const OTP_SEND_ERROR = 'Terjadi kesalahan saat mengirim OTP.';
export const OTP_SENT = 'OTP berhasil dikirim!';
export const OTP_SENT_CHECK_EMAIL = 'Kode OTP berhasil dikirim, mohon cek email anda.';

// Network and generic failures
export const NETWORK_ERROR = 'Network error';
export const NETWORK_ERROR_ID = 'Kesalahan jaringan';
export const REQUEST_FAILED = 'Request failed';
export const GENERIC_ERROR = 'Terjadi kesalahan.';
export const UNEXPECTED_ERROR = 'An unexpected error occurred';

// Session
export const TOKEN_NOT_FOUND = 'Token tidak ditemukan';
export const TOKEN_NOT_FOUND_LOGIN_AGAIN = 'Token tidak ditemukan. Silakan login kembali.';
export const CUSTOMER_CODE_NOT_FOUND = 'Customer code not found';

// Cart
export const CART_NOTHING_SELECTED = 'Silahkan pilih produk terlebih dahulu.';
export const CART_MINIMUM = 'Minimal Pemesanan adalah Rp. 100.000';

// Address, branch and payment method pickers
export const NO_ACTIVE_ADDRESS = 'Masukkan alamat terlebih dahulu.';
export const ACTIVE_ADDRESS_NOT_DELETABLE = 'Alamat aktif tidak dapat dihapus.';
export const BRANCH_REQUIRED = 'Silakan pilih cabang terlebih dahulu';
export const PAYMENT_METHOD_REQUIRED = 'Silakan pilih metode pembayaran.';
export const PAYMENT_METHOD_REQUIRED_PROFILE = 'Silakan pilih metode pembayaran terlebih dahulu';
export const PAYMENT_METHOD_REQUIRED_DETAIL = 'Silakan pilih metode pembayaran';

// Checkout, in the order the spec checks them (section 5)
export const CHECKOUT_MINIMUM_TOTAL = 'Total pembayaran harus minimal Rp 100.000';
export const CHECKOUT_PAYMENT_METHOD = 'Pilih metode pembayaran terlebih dahulu.';
export const CHECKOUT_DELIVERY_DATE = 'Pilih jadwal pengiriman terlebih dahulu.';
export const CHECKOUT_ADDRESS_COORDINATES =
  'Alamat pengiriman tidak lengkap. Pastikan alamat memiliki koordinat (latitude dan longitude).';
export const CHECKOUT_BRANCH = 'Pilih cabang pengiriman terlebih dahulu.';
export const CHECKOUT_VALIDATION_ORDER = [
  CHECKOUT_MINIMUM_TOTAL,
  CHECKOUT_PAYMENT_METHOD,
  CHECKOUT_DELIVERY_DATE,
  CHECKOUT_ADDRESS_COORDINATES,
  CHECKOUT_BRANCH,
] as const;
// The spec says "the same incomplete-address message with 'sebelum memilih cabang' added"; appended
// after the final period it would not be a sentence, so it goes before it.
export const BRANCH_CHOOSER_ADDRESS_COORDINATES =
  'Alamat pengiriman tidak lengkap. Pastikan alamat memiliki koordinat (latitude dan longitude) sebelum memilih cabang.';
// Ours: the spec's date picker only offers today onwards; the gateway must refuse a forged past date.
export const CHECKOUT_DELIVERY_DATE_INVALID = 'Tanggal pengiriman tidak valid. Pilih tanggal mulai hari ini.';
export const CHECKOUT_MINIMUM_DIALOG =
  'Total pembelian Anda belum mencapai batas minimum. Pembelian minimal adalah Rp. 100.000,-.';
export const CHECKOUT_SUCCESS = 'Sukses! Pesanan Anda telah berhasil dibuat.';
export const ORDER_CREATE_FAILED = 'An error occurred';
// Ours: the total the checkout showed is not today's (a price changed, a voucher ran out); nothing was ordered.
export const PRICE_CHANGED = 'Harga telah berubah. Silakan periksa kembali pesanan Anda.';

// Vouchers
export const VOUCHER_APPLIED = 'Voucher berhasil digunakan!';
export const VOUCHER_CLAIMED = 'Voucher berhasil diklaim!';
export const VOUCHER_CLAIM_FAILED = 'Voucher sudah berhasil di claim';
export const VOUCHER_NONE_ACTIVE = 'Tidak ada voucher aktif yang tersedia';
export const VOUCHER_EMPTY = 'Tidak ada Voucher';
export const VOUCHER_FETCH_FAILED = 'Gagal mengambil voucher';
// Ours: the spec has no text for the gateway's voucher checks.
export const VOUCHER_NOT_FOUND = 'Voucher tidak ditemukan.';
export const VOUCHER_INACTIVE = 'Voucher tidak aktif.';
export const VOUCHER_DUPLICATE = 'Voucher yang sama dipilih lebih dari sekali.';
export const VOUCHER_GENERAL_NOT_ALONE = 'Voucher umum tidak dapat digabung dengan voucher lain.';

// Orders
export const ORDERS_EMPTY = 'Tidak ada Pesanan';
export const SALES_ORDER_ID_MISSING = 'Sales Order ID tidak ditemukan!';
export const SALES_ORDER_CODE_MISSING = 'Sales Order Code tidak ditemukan!';
export const ORDER_CODE_NOT_FOUND = 'Kode Pesanan tidak ditemukan!';
export const DRIVER_ORDER_CODE_NOT_FOUND = 'Kode Pesanan tidak ditemukan';
export const RECEIPT_CONFIRMATION_FAILED = 'Terjadi kesalahan saat mengirim konfirmasi.';

// Images (proof of payment, receipt, return)
export const IMAGE_TYPE_NOT_ALLOWED = 'Hanya format gambar jpg, jpeg, dan png yang diperbolehkan.';
export const IMAGE_TOO_LARGE = 'Ukuran file tidak boleh lebih dari 3 MB.';
export const IMAGE_COMPRESSED = 'Gambar berhasil dikompres dan diunggah.';
export const IMAGE_COMPRESS_FAILED = 'Gagal mengompres gambar.';
// Ours: a picture over MAX_IMAGE_PIXELS (rules/uploads.ts), or one that claims to be (a pixel bomb).
export const IMAGE_PIXELS_TOO_MANY = 'Ukuran gambar terlalu besar.';
// Ours: a picture whose compression ran past its deadline (the gateway stops it).
export const IMAGE_TOO_SLOW = 'Gambar ini terlalu berat untuk diproses. Silakan kirim foto lain dengan resolusi lebih kecil.';
// Ours: the gateway's image pipeline is full; the upload was not processed and can be sent again.
export const UPLOAD_BUSY = 'Server sedang sibuk, silakan coba lagi.';
// Ours: the same account already has uploads in progress; this one was not processed.
export const UPLOAD_ONE_AT_A_TIME = 'Unggahan Anda yang lain masih diproses. Tunggu sebentar, lalu coba lagi.';

// Proof of payment
export const PROOF_IMAGE_REQUIRED = 'Harap pilih gambar bukti pembayaran.';
export const PROOF_ORDER_ID_MISSING = 'ID Pesanan tidak ditemukan!';
export const PROOF_UPLOAD_SUCCESS = 'Bukti pembayaran berhasil diunggah!';
export const PROOF_UPLOAD_FAILED = 'Terjadi kesalahan saat mengunggah bukti pembayaran.';
export const PROOF_UPLOAD_SERVER_ERROR = 'Terjadi kesalahan server. Pastikan file dan data Anda benar.';

// Proof of receipt (driver)
export const RECEIPT_ORDER_ID_MISSING = 'ID pesanan tidak ditemukan.';
export const RECEIPT_DRIVER_MISSING = 'Data driver tidak ditemukan. Silakan login ulang.';
export const RECEIPT_FILE_REQUIRED = 'Silakan pilih file terlebih dahulu.';
export const RECEIPT_UPLOAD_SUCCESS = 'Bukti penerimaan berhasil diunggah.';
export const RECEIPT_UPLOAD_FAILED = 'Terjadi kesalahan saat mengunggah bukti penerimaan.';
export const RECEIPT_NOTES = 'Bukti penerimaan diunggah';

// Product return (driver)
export const RETURN_EMAIL_REQUIRED = 'Harap masukkan email.';
export const RETURN_CUSTOMER_NOT_FOUND = 'Customer tidak ditemukan.';
export const RETURN_CUSTOMER_SEARCH_FAILED = 'Terjadi kesalahan saat mencari customer.';
export const RETURN_FIELDS_REQUIRED = 'Harap lengkapi semua input!';
export const RETURN_IMAGE_REQUIRED = 'Harap upload bukti pengembalian!';
export const RETURN_SUCCESS = 'Pengembalian produk berhasil diunggah!';
const RETURN_FAILED_PREFIX = 'Gagal mengunggah pengembalian produk';
/** The spec's 'Gagal ...: {reason}', said once even when the reason is the gateway's own fallback with that prefix. */
export const returnFailed = (reason: string): string =>
  reason.startsWith(RETURN_FAILED_PREFIX) ? reason : `${RETURN_FAILED_PREFIX}: ${reason}`;
// Ours: the return reached the provider and its answer was lost; the provider cannot be asked, so it is never sent twice.
export const RETURN_OUTCOME_UNKNOWN = 'Pengembalian ini mungkin sudah tercatat, tetapi jawabannya tidak sampai. Hubungi admin sebelum mengirim ulang.';

// Ours: a complaint that reached the provider and whose answer was lost; the provider lists no complaints to check.
export const COMPLAINT_OUTCOME_UNKNOWN = 'Komplain ini mungkin sudah terkirim, tetapi jawabannya tidak sampai. Hubungi admin sebelum mengirim ulang.';

// Membership application
export const MEMBERSHIP_FIELDS_REQUIRED = 'Harap lengkapi semua form sebelum melanjutkan!';
export const MEMBERSHIP_SUCCESS = 'Pengajuan berhasil dikirim!';
export const MEMBERSHIP_FAILED = 'Gagal mengirim pengajuan.';
export const MEMBERSHIP_ERROR = 'Terjadi kesalahan saat mengirim pengajuan.';
