#pragma once
#include <type_traits>

namespace sweeplab::physics {

// Opt-in bit operators for the retail flag enums (ObjectInfoState, TransientState,
// PhysicsState). Specialise EnableFlags<E> to turn them on for an enum E.
template <class E>
struct EnableFlags : std::false_type {};

template <class E>
concept FlagEnum = std::is_enum_v<E> && EnableFlags<E>::value;

template <FlagEnum E>
constexpr E operator|(E a, E b) {
    using U = std::underlying_type_t<E>;
    return static_cast<E>(static_cast<U>(a) | static_cast<U>(b));
}
template <FlagEnum E>
constexpr E operator&(E a, E b) {
    using U = std::underlying_type_t<E>;
    return static_cast<E>(static_cast<U>(a) & static_cast<U>(b));
}
template <FlagEnum E>
constexpr E operator~(E a) {
    using U = std::underlying_type_t<E>;
    return static_cast<E>(~static_cast<U>(a));
}
template <FlagEnum E>
constexpr E& operator|=(E& a, E b) {
    a = a | b;
    return a;
}
template <FlagEnum E>
constexpr E& operator&=(E& a, E b) {
    a = a & b;
    return a;
}
// True when any bit of `flag` is set in `value`.
template <FlagEnum E>
constexpr bool has(E value, E flag) {
    using U = std::underlying_type_t<E>;
    return (static_cast<U>(value) & static_cast<U>(flag)) != 0;
}

} // namespace sweeplab::physics
