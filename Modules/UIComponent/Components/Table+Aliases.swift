extension Table {
    /// The table's column type, also reachable as ``UIComponent/Column``.
    public typealias Column = UIComponent.Column
    /// The table's cell type, also reachable as ``UIComponent/Cell``.
    public typealias Cell = UIComponent.Cell
}
