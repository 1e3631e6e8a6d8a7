import CCurl
import Core
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// libcurl, opened at run time: the functions this module calls, looked up once.
///
/// The apps do not link libcurl. Loading it and the thirty libraries it needs (TLS, Kerberos,
/// LDAP, compression) cost every process about 9 ms before `main`, measured against a program
/// that links nothing, and most runs of `--help`, `--version`, a completion or the full screen's
/// first frame from the cache never send a request. ``startLoading()`` opens it on a thread of
/// its own while the app parses its arguments and opens its files (the full screen: once its
/// terminal is set up, since threads started during the load wait for it); the first request
/// waits for that if it is not done yet.
struct Curl: @unchecked Sendable {
    let easyInit: @convention(c) () -> UnsafeMutableRawPointer?
    let easyReset: @convention(c) (UnsafeMutableRawPointer?) -> Void
    let easyCleanup: @convention(c) (UnsafeMutableRawPointer?) -> Void
    let easyPerform: @convention(c) (UnsafeMutableRawPointer?) -> CURLcode
    let easyStrerror: @convention(c) (CURLcode) -> UnsafePointer<CChar>?
    let slistAppend: @convention(c) (UnsafeMutablePointer<curl_slist>?, UnsafePointer<CChar>?) -> UnsafeMutablePointer<curl_slist>?
    let slistFreeAll: @convention(c) (UnsafeMutablePointer<curl_slist>?) -> Void
    /// `curl_easy_setopt` and `curl_easy_getinfo`, for the shim's typed wrappers: they take
    /// variable arguments, which Swift cannot call.
    let setopt: UnsafeMutableRawPointer
    let getinfo: UnsafeMutableRawPointer

    /// The file opened: the soname of libcurl 7.16 and later, whichever TLS library it was built on.
    static let fileName = "libcurl.so.4"

    /// libcurl, loaded and set up (`curl_global_init`) the first time it is asked for, once
    /// per process; every later call returns at once.
    static func loaded() throws(DomainError) -> Curl {
        try library.get()
    }

    /// Starts loading libcurl on a thread of its own, so that it is ready, or nearly, when the
    /// first request needs it.
    /// Once ``finishLoading()`` has run (the process is ending) it starts nothing: a start asked
    /// for from another thread at that moment would otherwise race the exit.
    static func startLoading() {
        loader.withLock { loader in
            guard !loader.started, !loader.finished else { return }
            loader.started = true
            var thread = pthread_t()
            // Joinable, so that an exit can wait for all of it (below); without a thread, the
            // first request loads it.
            guard pthread_create(&thread, nil, { _ in _ = Curl.library; return nil }, nil) == 0 else { return }
            loader.thread = thread
        }
    }

    /// Waits for a load that has begun, on whichever thread, if any, and for the loading
    /// thread to end. A process must not exit while libcurl is loading: `exit` would run the
    /// exit handlers OpenSSL registers while another thread is still setting OpenSSL up, and
    /// that crashes (it did, in a usage error's exit). Nor before the loading thread has ended:
    /// the state OpenSSL keeps for that thread is freed as it ends (LeakSanitizer saw it left).
    static func finishLoading() {
        let thread = loader.withLock { loader in
            loader.finished = true
            defer { loader.thread = nil }
            return loader.thread
        }
        if let thread { pthread_join(thread, nil) }
        if loadBegan.load(ordering: .acquiring) { _ = library }
    }

    /// Whether ``startLoading()`` started a thread, the thread until ``finishLoading()`` has
    /// joined it, and whether that has run: one lock, so a start and the exit's wait cannot pass
    /// each other.
    private struct Loader {
        var started = false
        var finished = false
        var thread: pthread_t?
    }
    private static let loader = Locked(Loader())
    /// Set as the load begins, by ``startLoading()``'s thread or a first request's.
    private static let loadBegan = Atomic<Bool>(false)

    private static let library: Result<Curl, DomainError> = {
        loadBegan.store(true, ordering: .releasing)
        return load(fileName)
    }()

    /// Opens `fileName` and looks up every function, then sets libcurl up; the error says what
    /// is missing and how to install it.
    static func load(_ fileName: String) -> Result<Curl, DomainError> {
        Result { () throws(DomainError) -> Curl in try open(fileName) }
    }

    private static func open(_ fileName: String) throws(DomainError) -> Curl {
        // RTLD_LAZY: libcurl and most of its libraries are linked to bind every symbol at load
        // anyway; the few that are not (nghttp2, Kerberos, GMP, zlib, …) bind a function at its
        // first call instead of all at once here. The load is what page 1 waits for, and it was
        // 1.5–2 ms shorter this way (docs/build-times.md). What it gives up: a library missing
        // one of those functions (a broken install, not a missing package, which still fails
        // here) would end the process at that call instead of failing here (decision 0003).
        guard let handle = dlopen(fileName, RTLD_LAZY | RTLD_LOCAL) else {
            let reason = dlerror().map { String(cString: $0) } ?? "not found"
            throw DomainError(.configuration, "cannot send HTTP requests: \(fileName) could not be loaded (\(reason))",
                              hint: "install libcurl: apt-get install -y libcurl4")
        }
        func symbol<F>(_ name: String, as type: F.Type) throws(DomainError) -> F {
            guard let address = dlsym(handle, name) else {
                dlclose(handle)
                throw DomainError(.configuration, "cannot send HTTP requests: \(fileName) has no \(name)",
                                  hint: "install a current libcurl: apt-get install -y libcurl4")
            }
            return unsafeBitCast(address, to: type)
        }
        let globalInit = try symbol("curl_global_init", as: (@convention(c) (Int) -> CURLcode).self)
        let curl = Curl(
            easyInit: try symbol("curl_easy_init", as: (@convention(c) () -> UnsafeMutableRawPointer?).self),
            easyReset: try symbol("curl_easy_reset", as: (@convention(c) (UnsafeMutableRawPointer?) -> Void).self),
            easyCleanup: try symbol("curl_easy_cleanup", as: (@convention(c) (UnsafeMutableRawPointer?) -> Void).self),
            easyPerform: try symbol("curl_easy_perform", as: (@convention(c) (UnsafeMutableRawPointer?) -> CURLcode).self),
            easyStrerror: try symbol("curl_easy_strerror", as: (@convention(c) (CURLcode) -> UnsafePointer<CChar>?).self),
            slistAppend: try symbol("curl_slist_append",
                                    as: (@convention(c) (UnsafeMutablePointer<curl_slist>?, UnsafePointer<CChar>?) -> UnsafeMutablePointer<curl_slist>?).self),
            slistFreeAll: try symbol("curl_slist_free_all", as: (@convention(c) (UnsafeMutablePointer<curl_slist>?) -> Void).self),
            setopt: try symbol("curl_easy_setopt", as: UnsafeMutableRawPointer.self),
            getinfo: try symbol("curl_easy_getinfo", as: UnsafeMutableRawPointer.self)
        )
        let code = globalInit(Int(CURL_GLOBAL_DEFAULT))
        guard code == CURLE_OK else {
            let reason = curl.easyStrerror(code).map { String(cString: $0) } ?? "error \(code.rawValue)"
            throw DomainError(.configuration, "cannot send HTTP requests: libcurl could not start (\(reason))",
                              hint: "reinstall libcurl and its TLS library: apt-get install --reinstall -y libcurl4 libssl3")
        }
        return curl
    }
}
