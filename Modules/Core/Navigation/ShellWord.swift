/// Quoting for hints a person pastes into a shell.
public enum ShellWord {
    /// `word` as is when it is plain, else in single quotes.
    public static func quoted(_ word: String) -> String {
        let plain = !word.isEmpty && word.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-_./:=@%+,".contains($0)) }
        return plain ? word : "'" + word.replacing("'", with: #"'\''"#) + "'"
    }
}
