; Inno Setup script: BurracoSetup.exe, a per-user installer (no administrator rights) with a
; start-menu entry, an optional desktop shortcut and an uninstaller.
;   iscc /DAppVersion=0.1.0 /DSourceDir=..\..\dist\burraco-qt /DOutputDir=..\..\dist packaging\windows\burraco.iss
; SourceDir is the PyInstaller one-folder build (packaging/burraco.spec) made on Windows.

#ifndef AppVersion
  #define AppVersion "0.1.0"
#endif
#ifndef SourceDir
  #define SourceDir "..\..\dist\burraco-qt"
#endif
#ifndef OutputDir
  #define OutputDir "..\..\dist"
#endif

[Setup]
AppId={{7B6B4C8E-2F0A-4E4C-9C53-5D8B1B2C0A71}
AppName=Burraco
AppVersion={#AppVersion}
AppVerName=Burraco {#AppVersion}
AppPublisher=Burraco Qt developers
AppPublisherURL=https://github.com/burraco-qt/burraco-qt
DefaultDirName={localappdata}\Programs\Burraco
DefaultGroupName=Burraco
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
OutputDir={#OutputDir}
OutputBaseFilename=BurracoSetup
SetupIconFile=..\icons\burraco.ico
UninstallDisplayIcon={app}\burraco-qt.exe
UninstallDisplayName=Burraco
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
LicenseFile=..\..\resources\cards\LICENSE-CC0.txt

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "italian"; MessagesFile: "compiler:Languages\Italian.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#SourceDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{userprograms}\Burraco"; Filename: "{app}\burraco-qt.exe"; Comment: "Burraco"
Name: "{userdesktop}\Burraco"; Filename: "{app}\burraco-qt.exe"; Tasks: desktopicon

[Run]
Filename: "{app}\burraco-qt.exe"; Description: "{cm:LaunchProgram,Burraco}"; Flags: nowait postinstall skipifsilent
