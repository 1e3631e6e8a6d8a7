// libcurl's types and constants for Swift, and typed calls of its two variadic functions.
//
// The apps do not link libcurl: HTTPClientLive opens it at run time (`Curl.swift`), on a thread
// of its own while the app starts, because loading it and the thirty libraries it needs costs
// about 9 ms, which a linked library makes every process pay before `main`, `--help` and
// `--version` included. This header gives the types and constants only.
//
// curl_easy_setopt and curl_easy_getinfo take variable arguments, which Swift cannot call.
// Each wrapper below takes the function as looked up (`setopt`, `getinfo`) and fixes one
// argument type, so Swift sees an ordinary typed function.
#ifndef CCURL_SHIM_H
#define CCURL_SHIM_H

#include <curl/curl.h>

typedef CURLcode (*ccurl_setopt_function)(CURL *, CURLoption, ...);
typedef CURLcode (*ccurl_getinfo_function)(CURL *, CURLINFO, ...);

static inline CURLcode ccurl_setopt_long(void *setopt, CURL *handle, CURLoption option, long value) {
    return ((ccurl_setopt_function)setopt)(handle, option, value);
}

static inline CURLcode ccurl_setopt_off_t(void *setopt, CURL *handle, CURLoption option, curl_off_t value) {
    return ((ccurl_setopt_function)setopt)(handle, option, value);
}

static inline CURLcode ccurl_setopt_string(void *setopt, CURL *handle, CURLoption option, const char *value) {
    return ((ccurl_setopt_function)setopt)(handle, option, value);
}

static inline CURLcode ccurl_setopt_pointer(void *setopt, CURL *handle, CURLoption option, void *value) {
    return ((ccurl_setopt_function)setopt)(handle, option, value);
}

static inline CURLcode ccurl_setopt_slist(void *setopt, CURL *handle, CURLoption option, struct curl_slist *value) {
    return ((ccurl_setopt_function)setopt)(handle, option, value);
}

static inline CURLcode ccurl_setopt_write_function(void *setopt, CURL *handle, CURLoption option, curl_write_callback callback) {
    return ((ccurl_setopt_function)setopt)(handle, option, callback);
}

static inline CURLcode ccurl_setopt_xferinfo_function(void *setopt, CURL *handle, curl_xferinfo_callback callback) {
    return ((ccurl_setopt_function)setopt)(handle, CURLOPT_XFERINFOFUNCTION, callback);
}

static inline CURLcode ccurl_getinfo_long(void *getinfo, CURL *handle, CURLINFO info, long *value) {
    return ((ccurl_getinfo_function)getinfo)(handle, info, value);
}

#endif
