import Core
import __Name__Feature
import SomeFeatureStubs

extension StubEnvironment: __Name__FeatureEnvironment {
    /// __Name__Feature's backend; unless set, every call is an unexpected call.
    public var __name__APIClient: any __Name__FeatureAPIClient {
        get { featureDependencies["__Name__FeatureAPIClient"] as? any __Name__FeatureAPIClient ?? Stub__Name__APIClient(nil) }
        set { featureDependencies["__Name__FeatureAPIClient"] = newValue }
    }
}
