// The benchmark binaries' allocation hook. glibc lets a program interpose malloc and friends
// and still reach the real allocator as __libc_malloc & co; operator new is replaced too and
// goes straight to __libc_malloc, so one `new` counts once (not once more in malloc).
#include "bench/alloc_hook.h"

#include <atomic>
#include <cerrno>
#include <cstdlib>
#include <new>

// Sanitizer builds (CI's second pass, the fuzz build) own malloc themselves: there the hook
// counts operator new only, through std::malloc. The numbers are taken from plain builds.
#if defined(SWEEPLAB_BENCH_NO_MALLOC_HOOK)
#define SWEEPLAB_REAL_MALLOC(n) std::malloc(n)
#define SWEEPLAB_REAL_MEMALIGN(a, n) std::aligned_alloc(a, ((n) + (a)-1) / (a) * (a))
#define SWEEPLAB_REAL_FREE(p) std::free(p)
#else
extern "C" {
void* __libc_malloc(std::size_t size);
void* __libc_calloc(std::size_t n, std::size_t size);
void* __libc_realloc(void* p, std::size_t size);
void* __libc_memalign(std::size_t align, std::size_t size);
void __libc_free(void* p);
}
#define SWEEPLAB_REAL_MALLOC(n) __libc_malloc(n)
#define SWEEPLAB_REAL_MEMALIGN(a, n) __libc_memalign(a, n)
#define SWEEPLAB_REAL_FREE(p) __libc_free(p)
#endif

namespace {

std::atomic<bool> g_counting{false};
std::atomic<std::size_t> g_count{0};

inline void count() {
    if (g_counting.load(std::memory_order_relaxed)) g_count.fetch_add(1, std::memory_order_relaxed);
}

void* new_impl(std::size_t size) {
    count();
    void* p = SWEEPLAB_REAL_MALLOC(size == 0 ? 1 : size);
    if (p == nullptr) throw std::bad_alloc();
    return p;
}

void* new_aligned(std::size_t size, std::align_val_t align) {
    count();
    void* p = SWEEPLAB_REAL_MEMALIGN(static_cast<std::size_t>(align), size == 0 ? 1 : size);
    if (p == nullptr) throw std::bad_alloc();
    return p;
}

} // namespace

namespace sweeplab::bench {

void AllocCounter::start() {
    g_count.store(0, std::memory_order_relaxed);
    g_counting.store(true, std::memory_order_seq_cst);
}

std::size_t AllocCounter::stop() {
    g_counting.store(false, std::memory_order_seq_cst);
    return g_count.load(std::memory_order_relaxed);
}

std::size_t AllocCounter::peek() {
    return g_count.load(std::memory_order_relaxed);
}

bool AllocCounter::counts_malloc() {
#if defined(SWEEPLAB_BENCH_NO_MALLOC_HOOK)
    return false;
#else
    return true;
#endif
}

} // namespace sweeplab::bench

#if !defined(SWEEPLAB_BENCH_NO_MALLOC_HOOK)
extern "C" {
void* malloc(std::size_t size) {
    count();
    return __libc_malloc(size);
}
void* calloc(std::size_t n, std::size_t size) {
    count();
    return __libc_calloc(n, size);
}
void* realloc(void* p, std::size_t size) {
    count();
    return __libc_realloc(p, size);
}
void* aligned_alloc(std::size_t align, std::size_t size) {
    count();
    return __libc_memalign(align, size);
}
void* memalign(std::size_t align, std::size_t size) {
    count();
    return __libc_memalign(align, size);
}
int posix_memalign(void** out, std::size_t align, std::size_t size) {
    count();
    void* p = __libc_memalign(align, size);
    if (p == nullptr) return ENOMEM;
    *out = p;
    return 0;
}
void free(void* p) {
    __libc_free(p);
}
}
#endif

void* operator new(std::size_t size) {
    return new_impl(size);
}
void* operator new[](std::size_t size) {
    return new_impl(size);
}
void* operator new(std::size_t size, const std::nothrow_t&) noexcept {
    count();
    return SWEEPLAB_REAL_MALLOC(size == 0 ? 1 : size);
}
void* operator new[](std::size_t size, const std::nothrow_t&) noexcept {
    count();
    return SWEEPLAB_REAL_MALLOC(size == 0 ? 1 : size);
}
void* operator new(std::size_t size, std::align_val_t align) {
    return new_aligned(size, align);
}
void* operator new[](std::size_t size, std::align_val_t align) {
    return new_aligned(size, align);
}
void operator delete(void* p) noexcept {
    SWEEPLAB_REAL_FREE(p);
}
void operator delete[](void* p) noexcept {
    SWEEPLAB_REAL_FREE(p);
}
void operator delete(void* p, std::size_t) noexcept {
    SWEEPLAB_REAL_FREE(p);
}
void operator delete[](void* p, std::size_t) noexcept {
    SWEEPLAB_REAL_FREE(p);
}
void operator delete(void* p, std::align_val_t) noexcept {
    SWEEPLAB_REAL_FREE(p);
}
void operator delete[](void* p, std::align_val_t) noexcept {
    SWEEPLAB_REAL_FREE(p);
}
void operator delete(void* p, std::size_t, std::align_val_t) noexcept {
    SWEEPLAB_REAL_FREE(p);
}
void operator delete[](void* p, std::size_t, std::align_val_t) noexcept {
    SWEEPLAB_REAL_FREE(p);
}
